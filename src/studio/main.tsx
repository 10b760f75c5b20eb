import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StudioFrame } from './StudioFrame.tsx';
import { studioPageFor } from './studio-pages.tsx';
import '../app/styles/tokens.css';
import '../app/styles/base.css';
import '../app/styles/buttons.css';
import '../schema-forms/theme/form-controls.css';
import './studio.css';

/**
 * The forms studio's pages (`npm run studio`, decision 041): served by the studio's dev server
 * from src/studio/index.html, never imported by the site's entry, so never in the build.
 */
const root = document.getElementById('studio-root');
if (!root) throw new Error('The studio page has no #studio-root element');
// The studio's answers change with every edit: nothing is reused from a cache.
const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false } },
});
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <StudioFrame>{studioPageFor(location.pathname)}</StudioFrame>
    </QueryClientProvider>
  </StrictMode>,
);

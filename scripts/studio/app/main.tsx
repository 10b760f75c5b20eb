import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  applyStandInChoice,
  standInChoiceMade,
} from '../../../src/lib/consent/stand-in-consent.ts';
import { captureSignInFragment } from './sign-in-callback.ts';
import { StudioFrame } from './StudioFrame.tsx';
import { studioPageFor } from './studio-pages.tsx';
import '../../../src/app/styles/tokens.css';
import '../../../src/app/styles/base.css';
import '../../../src/app/styles/buttons.css';
import '../../../src/schema-forms/theme/form-controls.css';
import './studio.css';

/**
 * The forms studio's pages (`npm run studio`, decision 041): served by the studio's dev server
 * from scripts/studio/app/index.html, never imported by the site's entry, so never in the build.
 */
// The identity provider's token leaves the address bar before anything else runs.
captureSignInFragment();

// The framed forms preview is the site's page on the embedded stub, whose stand-in cookie banner
// would cover the form at phone width: the studio answers it once, refusing every cookie that is
// not strictly necessary, unless the editor has answered it already.
if (!standInChoiceMade()) applyStandInChoice('reject-all');

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

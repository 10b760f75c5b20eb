// First: takes sign-in tokens out of the address bar before any other code runs (issue 6).
import './lib/identity/clear-token-fragment';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import './app/styles/tokens.css';
import './app/styles/base.css';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first page's loaders (its content requests and its code) start now, not after React's
// first render; the router then renders that load instead of starting another.
router.load().catch((error: unknown) => console.error(error));

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

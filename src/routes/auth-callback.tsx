import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackPage } from '../features/identity/AuthCallbackPage.tsx';

/** The sign-in callback of the implicit flow (SPEC section 6). */
export const Route = createFileRoute('/auth-callback')({
  component: AuthCallbackPage,
});

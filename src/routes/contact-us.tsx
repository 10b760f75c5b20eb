import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/ContactPage.tsx';
import { sanitisersLoaded } from '../lib/sanitise/load-sanitisers.ts';

/** The contact page (SPEC section 2). */
export const Route = createFileRoute('/contact-us')({
  // The app renders this page when its content changed since the build: its meter-read week
  // templates are content HTML, so it waits for DOMPurify rather than show them a moment late.
  loader: () => sanitisersLoaded(),
  component: ContactPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/ContactPage.tsx';

/** The contact page (SPEC section 2). */
export const Route = createFileRoute('/contact-us')({
  component: ContactPage,
});

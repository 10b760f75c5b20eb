import { createFileRoute } from '@tanstack/react-router';
import { DealsPage } from '../features/identity/DealsPage.tsx';

/** The protected deals page (SPEC sections 2, 4 and 6). */
export const Route = createFileRoute('/deals')({
  component: DealsPage,
});

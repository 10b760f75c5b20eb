import { createFileRoute } from '@tanstack/react-router';
import { MeterReadConfirmPage } from '../features/meter-read/MeterReadConfirmPage.tsx';

/** The meter-read success page (SPEC section 2). */
export const Route = createFileRoute('/submit-meter-read-confirm')({
  component: MeterReadConfirmPage,
});

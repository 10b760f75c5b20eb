import { createFileRoute } from '@tanstack/react-router';
import { MeterReadPage } from '../features/meter-read/MeterReadPage.tsx';

/**
 * The meter-read form, or the unavailable message outside meter-read week (SPEC section 2).
 * Its prefill parameters are read raw by the page and removed from the address bar at once.
 */
export const Route = createFileRoute('/submit-meter-read')({
  component: MeterReadPage,
});

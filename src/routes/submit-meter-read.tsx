import { createFileRoute } from '@tanstack/react-router';

/** The meter-read form, or the unavailable message outside meter-read week (SPEC section 2). */
export const Route = createFileRoute('/submit-meter-read')({
  component: () => null,
});

import { createFileRoute } from '@tanstack/react-router';
import { MeterReadPage } from '../features/meter-read/MeterReadPage.tsx';
import { changeAnswerSearch } from '../schema-forms/change-answer-search.ts';

/**
 * The meter-read form, or the unavailable message outside meter-read week (SPEC section 2).
 * Its prefill parameters are read raw by the page and removed from the address bar at once;
 * `?change=<field>` opens it from 'Check your answers' on that answer; 'Check your answers' is
 * fetched while the customer is here (decision 046).
 */
export const Route = createFileRoute('/submit-meter-read')({
  staticData: { nextStep: '/submit-meter-read/check-answers' },
  validateSearch: changeAnswerSearch,
  component: MeterReadRoute,
});

function MeterReadRoute() {
  const { change } = Route.useSearch();
  return <MeterReadPage change={change} />;
}

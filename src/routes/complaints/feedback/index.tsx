import { createFileRoute } from '@tanstack/react-router';
import { FeedbackCreditPage } from '../../../features/feedback/FeedbackCreditPage.tsx';
import { changeAnswerSearch } from '../../../schema-forms/change-answer-search.ts';

/**
 * 'We owe you' (SPEC section 2); a static route, so it wins over complaints/{complaint}.
 * `?change=<field>` opens it from 'Check your answers' on that answer. The details step's page
 * is fetched while the customer is here (decision 046).
 */
export const Route = createFileRoute('/complaints/feedback/')({
  staticData: { nextStep: '/complaints/feedback/personal-details' },
  validateSearch: changeAnswerSearch,
  component: FeedbackCreditRoute,
});

function FeedbackCreditRoute() {
  const { change } = Route.useSearch();
  return <FeedbackCreditPage change={change} />;
}

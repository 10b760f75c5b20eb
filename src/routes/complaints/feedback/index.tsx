import { createFileRoute } from '@tanstack/react-router';
import { FeedbackCreditPage } from '../../../features/feedback/FeedbackCreditPage.tsx';
import { changeAnswerSearch } from '../../../schema-forms/change-answer-search.ts';

/**
 * 'We owe you' (SPEC section 2); a static route, so it wins over complaints/{complaint}.
 * `?change=<field>` opens it from 'Check your answers' on that answer.
 */
export const Route = createFileRoute('/complaints/feedback/')({
  validateSearch: changeAnswerSearch,
  component: FeedbackCreditRoute,
});

function FeedbackCreditRoute() {
  const { change } = Route.useSearch();
  return <FeedbackCreditPage change={change} />;
}

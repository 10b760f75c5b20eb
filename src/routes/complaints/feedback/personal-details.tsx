import { createFileRoute, redirect } from '@tanstack/react-router';
import { mayVisitFeedbackDetails } from '../../../features/feedback/feedback-journey.ts';
import { FeedbackDetailsPage } from '../../../features/feedback/FeedbackDetailsPage.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { changeAnswerSearch } from '../../../schema-forms/change-answer-search.ts';

/**
 * The feedback details form. "Without cached feedback text the user is sent back" (SPEC
 * section 4) to 'We owe you'. `?change=<field>` opens it from 'Check your answers' on that answer.
 */
export const Route = createFileRoute('/complaints/feedback/personal-details')({
  validateSearch: changeAnswerSearch,
  beforeLoad: async ({ preload }) => {
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const { readFeedbackChecked } = await import('../../../features/feedback/feedback-state.ts');
    if (mayVisitFeedbackDetails(readFeedbackChecked().credit?.answers.feedback)) return;
    if (!preload) {
      logError(new Error('No cached feedback text for the details step'), {
        source: 'feedback-details-step',
      });
    }
    throw redirect({ to: '/complaints/feedback', replace: true });
  },
  component: FeedbackDetailsRoute,
});

function FeedbackDetailsRoute() {
  const { change } = Route.useSearch();
  return <FeedbackDetailsPage change={change} />;
}

import { createFileRoute, redirect } from '@tanstack/react-router';
import { mayVisitFeedbackDetails } from '../../../features/feedback/feedback-journey.ts';
import { FeedbackDetailsPage } from '../../../features/feedback/FeedbackDetailsPage.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { changeAnswerSearch } from '../../../schema-forms/change-answer-search.ts';

/**
 * The feedback details form. "Without cached feedback text the user is sent back" (SPEC
 * section 4) to 'We owe you'. `?change=<field>` opens it from 'Check your answers' on that answer.
 * Its loader brings its form, so 'We owe you', which preloads it, leaves nothing to fetch
 * (decision 046).
 */
export const Route = createFileRoute('/complaints/feedback/personal-details')({
  staticData: { nextStep: '/complaints/feedback/check-answers' },
  validateSearch: changeAnswerSearch,
  beforeLoad: async ({ preload }) => {
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const { readFeedbackChecked } = await import('../../../features/feedback/feedback-state.ts');
    // A preload (the step before, or a hovered link) fetches the page and is not a visit.
    if (preload || mayVisitFeedbackDetails(readFeedbackChecked().credit?.answers.feedback)) return;
    logError(new Error('No cached feedback text for the details step'), {
      source: 'feedback-details-step',
    });
    throw redirect({ to: '/complaints/feedback', replace: true });
  },
  loader: async () => {
    const { preloadForm } = await import('../../../schema-forms/use-compiled-form.ts');
    await preloadForm('feedback-details');
  },
  component: FeedbackDetailsRoute,
});

function FeedbackDetailsRoute() {
  const { change } = Route.useSearch();
  return <FeedbackDetailsPage change={change} />;
}

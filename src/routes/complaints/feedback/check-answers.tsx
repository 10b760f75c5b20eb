import { createFileRoute, redirect } from '@tanstack/react-router';
import { unfinishedFeedbackStep } from '../../../features/feedback/feedback-journey.ts';
import { FeedbackCheckAnswersPage } from '../../../features/feedback/FeedbackCheckAnswersPage.tsx';

/**
 * 'Check your answers' of feedback, which sends the lead. Opened before a step's answers are
 * in, it sends the customer to that step. Its loader brings the steps' forms, which the summary's
 * rows come from; the details step preloads it all (decision 046).
 */
export const Route = createFileRoute('/complaints/feedback/check-answers')({
  beforeLoad: async ({ preload }) => {
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const [{ readCachedFeedbackText }, { readCheckedAnswers }] = await Promise.all([
      import('../../../features/feedback/feedback-drafts.ts'),
      import('../../../schema-forms/checked-answers.ts'),
    ]);
    // A preload (from the last step, decision 046) fetches the page and is not a visit.
    if (preload) return;
    const unfinished = unfinishedFeedbackStep(
      readCachedFeedbackText(),
      readCheckedAnswers('feedback-details') !== undefined,
    );
    if (unfinished === 'credit-use') throw redirect({ to: '/complaints/feedback', replace: true });
    if (unfinished === 'personal-details') {
      throw redirect({ to: '/complaints/feedback/personal-details', replace: true });
    }
  },
  loader: async () => {
    const { preloadForm } = await import('../../../schema-forms/use-compiled-form.ts');
    const [creditForm, detailsForm] = await Promise.all([
      preloadForm('feedback-credit'),
      preloadForm('feedback-details'),
    ]);
    return { creditForm, detailsForm };
  },
  component: FeedbackCheckAnswersRoute,
});

function FeedbackCheckAnswersRoute() {
  const { creditForm, detailsForm } = Route.useLoaderData();
  return <FeedbackCheckAnswersPage creditForm={creditForm} detailsForm={detailsForm} />;
}

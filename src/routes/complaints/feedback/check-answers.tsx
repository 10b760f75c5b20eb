import { createFileRoute, redirect } from '@tanstack/react-router';
import { unfinishedFeedbackStep } from '../../../features/feedback/feedback-journey.ts';
import { FeedbackCheckAnswersPage } from '../../../features/feedback/FeedbackCheckAnswersPage.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';

/**
 * 'Check your answers' of feedback, which sends the lead. Opened before a step's answers are
 * in, it sends the customer to that step and logs it (SPEC sections 4 and 8). Its loader brings
 * the steps' forms, which the summary and the lead are composed from; the details step preloads
 * it all (decision 046).
 */
export const Route = createFileRoute('/complaints/feedback/check-answers')({
  staticData: { nextStep: '/confirmation' },
  beforeLoad: async ({ preload }) => {
    // A preload (from the last step, decision 046) fetches the page and is not a visit.
    if (preload) return;
    // The journey's state (jotai, schema hashes) loads with the journey, not with every page.
    const { readFeedbackChecked } = await import('../../../features/feedback/feedback-state.ts');
    const checked = readFeedbackChecked();
    const unfinished = unfinishedFeedbackStep(checked.credit?.answers.feedback, !!checked.details);
    if (!unfinished) return;
    logError(new Error(`No answers of the ${unfinished} step for check your answers`), {
      source: 'feedback-check-answers',
    });
    throw unfinished === 'credit-use'
      ? redirect({ to: '/complaints/feedback', replace: true })
      : redirect({ to: '/complaints/feedback/personal-details', replace: true });
  },
  loader: async () => {
    const { preloadStepEngine } = await import('../../../schema-forms/step-engines.ts');
    const [credit, details] = await Promise.all([
      preloadStepEngine('feedback-credit'),
      preloadStepEngine('feedback-details'),
    ]);
    return { engines: { credit, details } };
  },
  component: FeedbackCheckAnswersRoute,
});

function FeedbackCheckAnswersRoute() {
  const { engines } = Route.useLoaderData();
  return <FeedbackCheckAnswersPage engines={engines} />;
}

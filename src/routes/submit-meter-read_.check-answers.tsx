import { createFileRoute, redirect } from '@tanstack/react-router';
import { MeterReadCheckAnswersPage } from '../features/meter-read/MeterReadCheckAnswersPage.tsx';
import { logError } from '../lib/telemetry/log-error.ts';

/**
 * 'Check your answers' of a meter reading, which sends the lead; submit-meter-read-confirm stays
 * the page after it (SPEC section 2). Opened before the form's answers are in, it sends the
 * customer to the form and logs it (SPEC sections 4 and 8). Its loader brings the form, which the
 * summary and the lead are composed from; the form preloads it all (decision 046).
 */
export const Route = createFileRoute('/submit-meter-read_/check-answers')({
  staticData: { nextStep: '/submit-meter-read-confirm' },
  beforeLoad: async ({ preload }) => {
    // The journey's state (jotai, schema hashes) loads with the journey, not with every page.
    const { readCheckedAnswers } = await import('../schema-forms/checked-answers.ts');
    // A preload (from the last step, decision 046) fetches the page and is not a visit.
    if (preload || readCheckedAnswers('meter-read')) return;
    logError(new Error('No answers of the meter-read form for check your answers'), {
      source: 'meter-read-check-answers',
    });
    throw redirect({ to: '/submit-meter-read', replace: true });
  },
  loader: async () => {
    const { preloadStepEngine } = await import('../schema-forms/step-engines.ts');
    return { engine: await preloadStepEngine('meter-read') };
  },
  component: MeterReadCheckAnswersRoute,
});

function MeterReadCheckAnswersRoute() {
  const { engine } = Route.useLoaderData();
  return <MeterReadCheckAnswersPage engine={engine} />;
}

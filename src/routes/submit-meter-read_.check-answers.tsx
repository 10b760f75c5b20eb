import { createFileRoute, redirect } from '@tanstack/react-router';
import { MeterReadCheckAnswersPage } from '../features/meter-read/MeterReadCheckAnswersPage.tsx';

/**
 * 'Check your answers' of a meter reading, which sends the lead; submit-meter-read-confirm stays
 * the page after it (SPEC section 2). Opened before the form's answers are in, it sends the
 * customer to the form. Its loader brings the form, which the summary's rows come from; the
 * form preloads it all (decision 046).
 */
export const Route = createFileRoute('/submit-meter-read_/check-answers')({
  beforeLoad: async ({ preload }) => {
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const { readCheckedAnswers } = await import('../schema-forms/checked-answers.ts');
    // A preload (from the last step, decision 046) fetches the page and is not a visit.
    if (!preload && !readCheckedAnswers('meter-read')) {
      throw redirect({ to: '/submit-meter-read', replace: true });
    }
  },
  loader: async () => {
    const { preloadForm } = await import('../schema-forms/use-compiled-form.ts');
    return { form: await preloadForm('meter-read') };
  },
  component: MeterReadCheckAnswersRoute,
});

function MeterReadCheckAnswersRoute() {
  const { form } = Route.useLoaderData();
  return <MeterReadCheckAnswersPage form={form} />;
}

import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { config } from '../../../site/config.ts';
import { PageNotFoundRedirect } from '../../../lib/navigation/PageNotFoundRedirect.tsx';
import {
  isComplaintRoute,
  unfinishedComplaintStep,
} from '../../../features/complaints/complaint-journey.ts';
import { ComplaintCheckAnswersPage } from '../../../features/complaints/ComplaintCheckAnswersPage.tsx';

/**
 * 'Check your answers' of complaints/{complaint}, which sends the lead. Opened before a step's
 * answers are in, it sends the customer to that step (the query step's own guard then sends them
 * on to the details if those are missing too). Its loader brings the steps' forms, which the
 * summary's rows come from; the query step preloads it all (decision 046).
 */
export const Route = createFileRoute('/complaints/$complaint/check-answers')({
  beforeLoad: async ({ params, preload }) => {
    const { complaint } = params;
    if (!isComplaintRoute(complaint)) throw notFound();
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const [{ readCachedPersonalDetails }, { readCheckedAnswers }] = await Promise.all([
      import('../../../features/complaints/complaint-drafts.ts'),
      import('../../../schema-forms/checked-answers.ts'),
    ]);
    // A preload (from the last step, decision 046) fetches the page and is not a visit.
    if (preload) return;
    const unfinished = unfinishedComplaintStep(
      complaint,
      readCachedPersonalDetails(),
      readCheckedAnswers('complaint-query') !== undefined,
    );
    if (unfinished === 'details') {
      throw redirect({ to: '/complaints/$complaint', params: { complaint }, replace: true });
    }
    if (unfinished === 'query') {
      throw redirect({ to: '/complaints/$complaint/query', params: { complaint }, replace: true });
    }
  },
  loader: async () => {
    const { preloadForm } = await import('../../../schema-forms/use-compiled-form.ts');
    const [detailsForm, queryForm] = await Promise.all([
      preloadForm('complaint-details'),
      preloadForm('complaint-query'),
    ]);
    return { detailsForm, queryForm };
  },
  notFoundComponent: () => <PageNotFoundRedirect to={config.externalLinks.pageNotFound} />,
  component: ComplaintCheckAnswersRoute,
});

function ComplaintCheckAnswersRoute() {
  const { complaint } = Route.useParams();
  const { detailsForm, queryForm } = Route.useLoaderData();
  return isComplaintRoute(complaint) ? (
    <ComplaintCheckAnswersPage route={complaint} detailsForm={detailsForm} queryForm={queryForm} />
  ) : null;
}

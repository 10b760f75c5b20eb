import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { config } from '../../../site/config.ts';
import { PageNotFoundRedirect } from '../../../lib/navigation/PageNotFoundRedirect.tsx';
import { isComplaintRoute } from '../../../features/complaints/complaint-journey.ts';
import { ComplaintQueryPage } from '../../../features/complaints/ComplaintQueryPage.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';
import { changeAnswerSearch } from '../../../schema-forms/change-answer-search.ts';

/**
 * The query step of complaints/{complaint}. Without the details step accepted on this route the
 * customer goes back to the details step and the error is logged (SPEC sections 4 and 8).
 * `?change=<field>` opens it from 'Check your answers' on that answer. Its loader brings its
 * form, so the details step, which preloads it, leaves nothing to fetch (decision 046).
 */
export const Route = createFileRoute('/complaints/$complaint/query')({
  staticData: { nextStep: '/complaints/$complaint/check-answers' },
  validateSearch: changeAnswerSearch,
  beforeLoad: async ({ params, preload }) => {
    const { complaint } = params;
    if (!isComplaintRoute(complaint)) throw notFound();
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const { readComplaintChecked } =
      await import('../../../features/complaints/complaint-state.ts');
    // A preload (the step before, or a hovered link) fetches the page and is not a visit.
    // Details given on another route do not count: each route keeps its own.
    if (preload || readComplaintChecked(complaint).details) return;
    logError(new Error('No cached personal details for the query step'), {
      source: 'complaint-query-step',
      complaint,
    });
    throw redirect({ to: '/complaints/$complaint', params: { complaint }, replace: true });
  },
  loader: async () => {
    const { preloadForm } = await import('../../../schema-forms/use-compiled-form.ts');
    await preloadForm('complaint-query');
  },
  notFoundComponent: () => <PageNotFoundRedirect to={config.externalLinks.pageNotFound} />,
  component: ComplaintQueryRoute,
});

function ComplaintQueryRoute() {
  const { complaint } = Route.useParams();
  const { change } = Route.useSearch();
  return isComplaintRoute(complaint) ? (
    <ComplaintQueryPage route={complaint} change={change} />
  ) : null;
}

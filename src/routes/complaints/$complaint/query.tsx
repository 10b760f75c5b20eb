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
 * `?change=<field>` opens it from 'Check your answers' on that answer.
 */
export const Route = createFileRoute('/complaints/$complaint/query')({
  validateSearch: changeAnswerSearch,
  beforeLoad: async ({ params, preload }) => {
    const { complaint } = params;
    if (!isComplaintRoute(complaint)) throw notFound();
    // The drafts (jotai, schema hashes) load with the journey, not with every page of the site.
    const { readComplaintChecked } =
      await import('../../../features/complaints/complaint-state.ts');
    // Details given on another route do not count: each route keeps its own.
    if (readComplaintChecked(complaint).details) return;
    // A preload (hovering a link) is not a visit: nothing to log.
    if (!preload) {
      logError(new Error('No cached personal details for the query step'), {
        source: 'complaint-query-step',
        complaint,
      });
    }
    throw redirect({ to: '/complaints/$complaint', params: { complaint }, replace: true });
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

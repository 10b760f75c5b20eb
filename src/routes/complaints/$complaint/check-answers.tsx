import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { config } from '../../../site/config.ts';
import { PageNotFoundRedirect } from '../../../lib/navigation/PageNotFoundRedirect.tsx';
import {
  isComplaintRoute,
  unfinishedComplaintStep,
} from '../../../features/complaints/complaint-journey.ts';
import { ComplaintCheckAnswersPage } from '../../../features/complaints/ComplaintCheckAnswersPage.tsx';
import { logError } from '../../../lib/telemetry/log-error.ts';

/**
 * 'Check your answers' of complaints/{complaint}, which sends the lead. Opened before a step's
 * answers are in for this route, it sends the customer to that step and logs it (SPEC sections 4
 * and 8: missing cached details are logged). Its loader brings the steps' forms, which the
 * summary and the lead are composed from; the query step preloads it all (decision 046).
 */
export const Route = createFileRoute('/complaints/$complaint/check-answers')({
  staticData: { nextStep: '/confirmation' },
  beforeLoad: async ({ params, preload }) => {
    const { complaint } = params;
    if (!isComplaintRoute(complaint)) throw notFound();
    // A preload (from the last step, decision 046) fetches the page and is not a visit.
    if (preload) return;
    // The journey's state (jotai, schema hashes) loads with the journey, not with every page.
    const { readComplaintChecked } =
      await import('../../../features/complaints/complaint-state.ts');
    const checked = readComplaintChecked(complaint);
    const unfinished = unfinishedComplaintStep(!!checked.details, !!checked.query);
    if (!unfinished) return;
    logError(new Error(`No answers of the ${unfinished} step for check your answers`), {
      source: 'complaint-check-answers',
      complaint,
    });
    throw unfinished === 'details'
      ? redirect({ to: '/complaints/$complaint', params: { complaint }, replace: true })
      : redirect({ to: '/complaints/$complaint/query', params: { complaint }, replace: true });
  },
  loader: async () => {
    const { preloadStepEngine } = await import('../../../schema-forms/step-engines.ts');
    const [details, query] = await Promise.all([
      preloadStepEngine('complaint-details'),
      preloadStepEngine('complaint-query'),
    ]);
    return { engines: { details, query } };
  },
  notFoundComponent: () => <PageNotFoundRedirect to={config.externalLinks.pageNotFound} />,
  component: ComplaintCheckAnswersRoute,
});

function ComplaintCheckAnswersRoute() {
  const { complaint } = Route.useParams();
  const { engines } = Route.useLoaderData();
  return isComplaintRoute(complaint) ? (
    <ComplaintCheckAnswersPage route={complaint} engines={engines} />
  ) : null;
}

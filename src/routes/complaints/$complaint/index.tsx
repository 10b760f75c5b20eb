import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../../../site/config.ts';
import { PageNotFoundRedirect } from '../../../lib/navigation/PageNotFoundRedirect.tsx';
import { ComplaintDetailsPage } from '../../../features/complaints/ComplaintDetailsPage.tsx';
import { isComplaintRoute } from '../../../features/complaints/complaint-journey.ts';
import { changeAnswerSearch } from '../../../schema-forms/change-answer-search.ts';

/**
 * The details step of complaints/{complaint} (SPEC section 2). An unknown complaint value goes
 * to /page-not-found.html. `?change=<field>` opens it from 'Check your answers' on that answer.
 * The query step's page is fetched while the customer is here (decision 046).
 */
export const Route = createFileRoute('/complaints/$complaint/')({
  staticData: { nextStep: '/complaints/$complaint/query' },
  validateSearch: changeAnswerSearch,
  beforeLoad: ({ params }) => {
    if (!isComplaintRoute(params.complaint)) throw notFound();
  },
  notFoundComponent: () => <PageNotFoundRedirect to={config.externalLinks.pageNotFound} />,
  component: ComplaintDetailsRoute,
});

function ComplaintDetailsRoute() {
  const { complaint } = Route.useParams();
  const { change } = Route.useSearch();
  return isComplaintRoute(complaint) ? (
    <ComplaintDetailsPage route={complaint} change={change} />
  ) : null;
}

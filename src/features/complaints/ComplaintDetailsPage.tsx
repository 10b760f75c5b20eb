import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { config } from '../../app/config';
import { PageHead } from '../../lib/head/PageHead';
import { usePrefilledDraft } from '../../lib/storage/use-prefilled-draft';
import { SchemaForm } from '../../schema-forms/SchemaForm';
import { complaintDetailsDraftAtom, complaintPersonalDetailsAtom } from './complaint-drafts';
import type { ComplaintRoute } from './complaint-journey';
import { complaintMessages } from './complaint-messages';
import { personalDetailsFor } from './personal-details';
import { PersonalDetailsIntro } from '../../lib/leads/PersonalDetailsIntro';
import './complaints.css';

/**
 * The details step of a complaint or enquiry ('A bit about you', SPEC sections 2 and 5): the
 * route's heading, the personal details (prefilled for signed-in customers) and the address.
 * 'Next step' shows once an address is chosen; it caches the personal details for the query step.
 */
export function ComplaintDetailsPage({ route }: { route: ComplaintRoute }) {
  const { draft, setDraft, signedIn, isLoading, showsPrefilled } =
    usePrefilledDraft(complaintDetailsDraftAtom);
  const cachePersonalDetails = useSetAtom(complaintPersonalDetailsAtom);
  const navigate = useNavigate();
  const { detailsStep } = complaintMessages;
  const pageTitle = `${detailsStep.pageTitle} - Help & Support - ${config.brandName}`;

  return (
    <div className="page-width">
      <PageHead title={pageTitle} />
      <SchemaForm
        formId="complaint-details"
        formData={draft}
        onChange={setDraft}
        pageTitle={pageTitle}
        heading={
          <>
            <p className="caption">{detailsStep.caption}</p>
            <h1>{detailsStep.headings[route]}</h1>
            <PersonalDetailsIntro
              signedIn={signedIn}
              showsPrefilled={showsPrefilled}
              prefillLoading={isLoading}
            />
          </>
        }
        onSubmit={(details) => {
          cachePersonalDetails(personalDetailsFor(route, details));
          void navigate({ to: '/complaints/$complaint/query', params: { complaint: route } });
        }}
      />
    </div>
  );
}

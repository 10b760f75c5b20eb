import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import type { ChangeAnswerSearch } from '../../schema-forms/change-answer-search.ts';
import { usePrefilledDraft } from '../../lib/storage/use-prefilled-draft.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { complaintCheckedAtoms, complaintDetailsDraftAtom } from './complaint-state.ts';
import { complaintJourneyOf, type ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintMessages } from './complaint-messages.ts';
import { PersonalDetailsIntro } from '../../lib/leads/PersonalDetailsIntro.tsx';
import './complaints.css';

/**
 * The details step of a complaint or enquiry ('A bit about you', SPEC sections 2 and 5): the
 * route's heading, the personal details (prefilled for signed-in customers) and the address.
 * 'Next step' shows once an address is chosen; it keeps the answers as this route's, for the
 * query step and 'Check your answers'. Opened by a 'Change' link, it starts on that answer
 * and goes back to the summary.
 */
export function ComplaintDetailsPage({
  route,
  change,
}: { route: ComplaintRoute } & ChangeAnswerSearch) {
  const { draft, setDraft, signedIn, isLoading, showsPrefilled } =
    usePrefilledDraft(complaintDetailsDraftAtom);
  const keepCheckedAnswers = useSetAtom(complaintCheckedAtoms[route].details);
  const navigate = useNavigate();
  const { detailsStep } = complaintMessages;

  return (
    <FormStepPage
      title={detailsStep.pageTitle}
      journey={complaintJourneyOf(route)}
      formId="complaint-details"
      formData={draft}
      onChange={setDraft}
      focusField={change}
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
        keepCheckedAnswers({ answers: details });
        void navigate({
          to: change ? '/complaints/$complaint/check-answers' : '/complaints/$complaint/query',
          params: { complaint: route },
        });
      }}
    />
  );
}

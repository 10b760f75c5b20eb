import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import type { ChangeAnswerSearch } from '../../schema-forms/change-answer-search.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { complaintCheckedAtoms, complaintQueryDraftAtom } from './complaint-state.ts';
import { complaintJourneyOf, type ComplaintRoute } from '../../site/journey-routes.ts';
import { complaintRouteFacts } from './complaint-journey.ts';
import { complaintMessages } from './complaint-messages.ts';
import { hiddenQueryFields } from './complaint-submission.ts';

/**
 * The query step (SPEC sections 2 and 4): 'Tell us what happened' or 'Tell us your enquiry', the
 * subject only on the gas-and-electricity paths, the 30000-character query. Its button keeps
 * the answers as checked and goes to 'Check your answers', which sends the lead. Opened by a
 * 'Change' link, it starts on that answer. The route guard ensures the personal details are cached.
 */
export function ComplaintQueryPage({
  route,
  change,
}: { route: ComplaintRoute } & ChangeAnswerSearch) {
  const facts = complaintRouteFacts[route];
  const [draft, setDraft] = useAtom(complaintQueryDraftAtom);
  const keepCheckedAnswers = useSetAtom(complaintCheckedAtoms[route].query);
  const journey = complaintJourneyOf(route);
  const navigate = useNavigate();
  const heading = complaintMessages.queryStep.headings[facts.kind];

  return (
    <FormStepPage
      title={heading}
      journey={journey}
      formId="complaint-query"
      formData={draft}
      onChange={setDraft}
      focusField={change}
      hiddenFields={hiddenQueryFields(route)}
      heading={<h1>{heading}</h1>}
      onSubmit={(query) => {
        keepCheckedAnswers({ answers: query });
        void navigate({ to: '/complaints/$complaint/check-answers', params: { complaint: route } });
      }}
    />
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import type { ChangeAnswerSearch } from '../../schema-forms/change-answer-search.ts';
import { SchemaForm } from '../../schema-forms/SchemaForm.tsx';
import { meterReadCheckedAtom, meterReadDraftAtom } from './meter-read-state.ts';
import { meterReadMessages } from './meter-read-messages.ts';
import { pageTitle } from '../../site/page-title.ts';
import type { JourneyStep } from '../../lib/analytics/journey-events.ts';

/** The meter read is a journey of one step (issue 32, item 5). */
const meterReadStep: JourneyStep = { journey: 'submit-meter-read', step: 'meter-read' };

/**
 * The meter-read form in meter-read week: fuel and Economy 7 branches come from its schema.
 * Its button keeps the answers as checked and goes to 'Check your answers', which sends the
 * price-cap lead. Opened by a 'Change' link, it starts on that answer. Not a FormStepPage: the
 * meter-read page around it holds the frame, the title and the heading (FormStepPage.tsx says
 * why), so it passes the step's page title and journey step itself.
 */
export function MeterReadForm({ change }: ChangeAnswerSearch) {
  const [draft, setDraft] = useAtom(meterReadDraftAtom);
  const keepCheckedAnswers = useSetAtom(meterReadCheckedAtom);
  const navigate = useNavigate();
  const title = pageTitle(meterReadMessages.pageTitle);

  return (
    <SchemaForm
      formId="meter-read"
      journeyStep={meterReadStep}
      formData={draft}
      onChange={setDraft}
      focusField={change}
      pageTitle={title}
      onSubmit={(reading) => {
        keepCheckedAnswers({ answers: reading });
        void navigate({ to: '/submit-meter-read/check-answers' });
      }}
    />
  );
}

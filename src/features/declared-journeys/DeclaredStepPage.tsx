import { useNavigate } from '@tanstack/react-router';
import { atom, useAtom, useSetAtom } from 'jotai';
import type { FormDraft } from '../../schema-forms/form-data.ts';
import type { AnyFormData } from '../../schema-forms/form-engine.ts';
import type { FormId } from '../../schema-forms/form-registry.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import type { JourneyId } from '../../site/journey-routes.ts';
import {
  checkAnswersPathOf,
  stepPathOf,
  type DeclaredJourney,
} from '../../site/journeys/journey-declaration.ts';
import { declaredJourneyState } from './declared-journey-state.ts';

// A step index past the journey's end renders nothing; these stand in for its atoms meanwhile.
const blankDraft = atom<FormDraft<AnyFormData>>({});
const noStep = atom(null, () => undefined);

/**
 * A step of a journey declared as data (decision 055): its title as heading, its intro, and its
 * form. Its button keeps the answers as checked and goes to the next step, or after the last
 * (or when a 'Change' link opened it) to 'Check your answers'.
 */
export function DeclaredStepPage({
  journey,
  index,
  change,
}: {
  readonly journey: DeclaredJourney;
  readonly index: number;
  readonly change?: string;
}) {
  const { drafts, checked } = declaredJourneyState(journey);
  const [draft, setDraft] = useAtom(drafts[index] ?? blankDraft);
  const keepCheckedAnswers = useSetAtom(checked[index] ?? noStep);
  const navigate = useNavigate();
  const step = journey.steps[index];
  if (!step) return null;
  const next = journey.steps[index + 1];
  return (
    <FormStepPage<FormId>
      title={step.title}
      // A declared journey's id is its name in the journey events, as JourneyId names the others.
      journey={journey.id as JourneyId}
      formId={step.formId as FormId}
      formData={draft as FormDraft<never>}
      onChange={(data) => setDraft(data as FormDraft<AnyFormData>)}
      focusField={change}
      heading={
        <>
          <h1>{step.title}</h1>
          {step.intro?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </>
      }
      onSubmit={(answers) => {
        keepCheckedAnswers({ answers });
        const to = change || !next ? checkAnswersPathOf(journey) : stepPathOf(journey, next);
        void navigate({ to: to as '/' });
      }}
    />
  );
}

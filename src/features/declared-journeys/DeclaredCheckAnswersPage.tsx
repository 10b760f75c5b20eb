import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { usePrefill } from '../../lib/identity/use-prefill.ts';
import { LeadFailureAlert } from '../../lib/leads/LeadFailureAlert.tsx';
import type { LeadDocument } from '../../lib/leads/submit-lead.ts';
import {
  sendingState,
  useJourneySend,
  useKeptWhileLeaving,
} from '../../lib/leads/use-journey-send.ts';
import { CheckAnswersPage } from '../../schema-forms/CheckAnswersPage.tsx';
import { problemsOf, type StepEngine } from '../../schema-forms/composed-step.ts';
import type { JourneyLeadMapper } from '../../schema-forms/journey-lead-mapper.ts';
import type { JourneyId } from '../../site/journey-routes.ts';
import {
  confirmationPathOf,
  stepPathOf,
  type DeclaredJourney,
} from '../../site/journeys/journey-declaration.ts';
import { DeclaredLink } from './DeclaredLink.tsx';
import { declaredJourneyState } from './declared-journey-state.ts';
import { composeDeclared } from './declared-submission.ts';

/** Every step's answers, once each step's button has accepted them. */
const answersOf = (steps: readonly ({ readonly answers: object } | null)[]) =>
  steps.every((step) => step !== null) ? steps.map((step) => step.answers) : undefined;

/**
 * 'Check your answers' of a journey declared as data (decision 055): each step's answers under
 * its declared heading with a 'Change' link to it, composed with the lead by one function from
 * the same answers. 'Accept and send' posts the lead; success forgets the journey and goes to its
 * confirmation; a failure keeps every answer and shows the catalogue's alert. The route guard
 * ensures every step's answers are in.
 */
export function DeclaredCheckAnswersPage({
  journey,
  engines,
  mapper,
}: {
  readonly journey: DeclaredJourney;
  /** The steps' forms, in order, loaded by the route with what checking their answers needs. */
  readonly engines: readonly StepEngine[];
  readonly mapper: JourneyLeadMapper;
}) {
  const state = declaredJourneyState(journey);
  const checked = useAtomValue(state.allChecked);
  const { signedIn } = usePrefill();
  const journeyStep = { journey: journey.id as JourneyId, step: 'check-answers' };
  const submission = useJourneySend({
    source: `${journey.id}-lead`,
    journeyStep,
    attemptAtom: state.attempt,
    journeyAtoms: state.all,
  });
  const composed = useMemo(() => {
    const answers = answersOf(checked);
    return answers ? composeDeclared(answers, engines, mapper, signedIn) : undefined;
  }, [checked, engines, mapper, signedIn]);
  // Forgotten once sent, while the confirmation is on its way: what was sent stays in view.
  const shown = useKeptWhileLeaving(composed);
  if (!shown) return null;

  const send = () => {
    const answers = answersOf(checked);
    if (!answers) return [];
    // Composed again now: the rules that move with time are checked as the lead leaves.
    const now = composeDeclared(answers, engines, mapper, signedIn);
    const problems = problemsOf(now.steps);
    if (problems.length === 0)
      submission.send(now.lead as LeadDocument, (response) => ({
        to: confirmationPathOf(journey) as '/',
        state: { declaredConfirmation: { journey: journey.id, response } },
      }));
    return problems;
  };

  return (
    <CheckAnswersPage
      journeyStep={journeyStep}
      caption={journey.checkAnswers.caption}
      sections={journey.steps.flatMap((step, index) => {
        const composedStep = shown.steps[index];
        return composedStep
          ? [
              {
                heading: step.summaryHeading,
                step: composedStep,
                changeLink: (field: string, words: React.ReactNode) => (
                  <DeclaredLink to={stepPathOf(journey, step)} change={field}>
                    {words}
                  </DeclaredLink>
                ),
              },
            ]
          : [];
      })}
      alert={<LeadFailureAlert submission={submission} />}
      sending={sendingState(submission, composed === undefined)}
      onAccept={send}
    />
  );
}

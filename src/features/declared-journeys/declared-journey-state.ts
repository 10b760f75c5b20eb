import { atom, type Atom } from 'jotai';
import { createAttemptAtom, type JourneyAttempt } from '../../lib/leads/journey-attempt.ts';
import {
  createDraftAtom,
  type DraftAtom,
  type ResettableAtom,
} from '../../lib/storage/draft-atom.ts';
import {
  createCheckedAnswersAtom,
  readCheckedAnswers,
  type CheckedAnswers,
} from '../../schema-forms/checked-answers.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import type { AnyFormData } from '../../schema-forms/form-engine.ts';
import type { FormDraft } from '../../schema-forms/form-data.ts';
import type { FormId } from '../../schema-forms/form-registry.ts';
import { addressEntryDraftAtom } from '../../schema-forms/theme/fields/address/address-entry-draft.ts';
import type { DeclaredJourney } from '../../site/journeys/journey-declaration.ts';

/** A step's answers as its button accepted them, whatever its form. */
type StepChecked = CheckedAnswers<FormId> | null;

/**
 * The whole state of a journey declared as data (decision 055), as the feedback journey keeps
 * its own: each step's draft as typed and its answers as its button accepted them, the typed
 * addresses of its address questions, and the attempt's key.
 */
export interface DeclaredJourneyState {
  readonly drafts: readonly DraftAtom<FormDraft<AnyFormData>>[];
  readonly checked: readonly DraftAtom<StepChecked>[];
  /** Every step's checked answers, in order. */
  readonly allChecked: Atom<readonly StepChecked[]>;
  readonly attempt: DraftAtom<JourneyAttempt>;
  /** Every atom that holds an answer of the journey or its key, forgotten once it is sent. */
  readonly all: readonly ResettableAtom[];
}

const states = new Map<string, DeclaredJourneyState>();

/** A declared journey's state: one per journey, made when a page of it first needs it. */
export function declaredJourneyState(journey: DeclaredJourney): DeclaredJourneyState {
  const known = states.get(journey.id);
  if (known) return known;
  // A declared step's form is a folder of schemas/forms/, which the schema check asserts.
  const formIds = journey.steps.map((step) => step.formId as FormId);
  const drafts = formIds.map((formId) =>
    createDraftAtom<FormDraft<AnyFormData>>(formId, schemaHashes[formId], {}),
  );
  const checked = formIds.map((formId) =>
    createCheckedAnswersAtom(formId),
  ) as DraftAtom<StepChecked>[];
  const addresses = formIds.map((formId) => addressEntryDraftAtom(formId, 'root_address'));
  const attempt = createAttemptAtom(journey.id);
  const state: DeclaredJourneyState = {
    drafts,
    checked,
    allChecked: atom((get) => checked.map((step) => get(step))),
    attempt,
    all: [...drafts, ...checked, ...addresses, attempt],
  };
  states.set(journey.id, state);
  return state;
}

/**
 * The first step before `index` whose answers are not in, read outside React (the route
 * guards); undefined when every one before it is.
 */
export function unfinishedStepBefore(journey: DeclaredJourney, index: number): number | undefined {
  const unfinished = journey.steps
    .slice(0, index)
    .findIndex((step) => !readCheckedAnswers(step.formId as FormId));
  return unfinished === -1 ? undefined : unfinished;
}

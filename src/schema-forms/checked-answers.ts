import type { DeclaredAnswer } from '../lib/leads/declared-answers.ts';
import { createDraftAtom, readStoredDraft, type DraftAtom } from '../lib/storage/draft-atom.ts';
import { schemaHashes } from './compiled/schema-hashes.js';
import type { FormDataById } from './form-data.ts';
import type { FormId } from './form-registry.ts';

/**
 * A step's answers as its form accepted them (checked, as sent) and those it sends to the lead
 * by destination: what 'Check your answers' shows and what its 'Accept and send' sends.
 */
export interface CheckedAnswers<Id extends FormId> {
  readonly answers: FormDataById[Id];
  readonly leadAnswers: readonly DeclaredAnswer[];
}

const journeyKeyOf = (formId: FormId) => `${formId}-checked`;

/**
 * Where a journey keeps a step's checked answers, set by the step's button, beside its drafts in
 * sessionStorage (decision 010): a reload on the summary keeps them, a release that changes what
 * the form's answers may be drops them with the draft, and a sign-out forgets them.
 */
export function createCheckedAnswersAtom<Id extends FormId>(
  formId: Id,
): DraftAtom<CheckedAnswers<Id> | null> {
  return createDraftAtom<CheckedAnswers<Id> | null>(
    journeyKeyOf(formId),
    schemaHashes[formId],
    null,
  );
}

/** A step's checked answers, read outside React (the summary's route guard). */
export function readCheckedAnswers<Id extends FormId>(formId: Id): CheckedAnswers<Id> | undefined {
  return (
    readStoredDraft<CheckedAnswers<Id> | null>(journeyKeyOf(formId), schemaHashes[formId]) ??
    undefined
  );
}

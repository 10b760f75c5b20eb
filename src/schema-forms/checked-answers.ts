import { createDraftAtom, readStoredDraft, type DraftAtom } from '../lib/storage/draft-atom.ts';
import { schemaHashes } from './compiled/schema-hashes.js';
import type { FormDataById } from './form-data.ts';
import type { FormId } from './form-registry.ts';

/**
 * A step's answers as its button accepted them: what 'Check your answers' composes its rows and
 * the lead from (composed-step.ts), never the lead's parts themselves, so a release that moves
 * where an answer goes moves it for kept answers too.
 */
export interface CheckedAnswers<Id extends FormId> {
  readonly answers: FormDataById[Id];
}

/** A step's store: one per form, or one per form and route where routes share a form. */
const storageKeyOf = (formId: FormId, route?: string) =>
  route ? `${formId}-checked:${route}` : `${formId}-checked`;

/**
 * Where a journey keeps a step's checked answers, set by the step's button, beside its drafts in
 * sessionStorage (decision 010): a reload on the summary keeps them, a release that changes what
 * the form's answers may be drops them with the draft, and a sign-out forgets them. Journeys whose
 * routes share a form (the complaint routes) keep one per route, so one route's answers are never
 * sent with another's.
 */
export function createCheckedAnswersAtom<Id extends FormId>(
  formId: Id,
  route?: string,
): DraftAtom<CheckedAnswers<Id> | null> {
  return createDraftAtom<CheckedAnswers<Id> | null>(
    storageKeyOf(formId, route),
    schemaHashes[formId],
    null,
  );
}

/** A step's checked answers, read outside React (the summary's route guard). */
export function readCheckedAnswers<Id extends FormId>(
  formId: Id,
  route?: string,
): CheckedAnswers<Id> | undefined {
  return (
    readStoredDraft<CheckedAnswers<Id> | null>(storageKeyOf(formId, route), schemaHashes[formId]) ??
    undefined
  );
}

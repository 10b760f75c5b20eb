/**
 * The search of a step opened by a 'Change' link on 'Check your answers': the field to start on
 * (`?change=telephoneNumber`). It names a question, never an answer (no personal data in
 * addresses, SPEC section 1); the step's button then goes back to the summary.
 */
export interface ChangeAnswerSearch {
  readonly change?: string;
}

/** A field's dotted path as a form names it: letters, digits, '_' and '.', nothing else. */
const fieldPath = /^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)*$/;

/** A step route's `validateSearch`: keeps a `change` naming a field; drops anything else. */
export function changeAnswerSearch(search: Record<string, unknown>): ChangeAnswerSearch {
  const { change } = search;
  return typeof change === 'string' && change.length <= 100 && fieldPath.test(change)
    ? { change }
    : {};
}

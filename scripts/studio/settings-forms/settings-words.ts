import studio from '../../../schemas/messages/studio.json';
import refusals from '../../../schemas/messages/studio-refusals.json';
import type { AnswerKind } from '../model/studio-operations.ts';

/**
 * The words of the studio's settings forms: the same words its pages use
 * (schemas/messages/studio.json), and the model's own reasons where the form checks what the
 * model would refuse (studio-refusals.json), so a rule's words live in one place.
 */
export const settingsWords = {
  question: studio.question,
  form: studio.form,
  add: studio.add,
  errors: studio.settings.errors,
  refusals,
  /** Each kind of answer the model knows (AnswerKind), as an editor names it. */
  kinds: studio.kinds as Readonly<Record<AnswerKind, string>>,
};

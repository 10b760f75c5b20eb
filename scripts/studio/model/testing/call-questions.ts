import { applied, bestTimeQuestion, canCallQuestion } from './real-studio-files.ts';
import type { StudioFiles, StudioOperation } from '../studio-operations.ts';

/**
 * The feedback details form's questions the condition tests share: "Can we call you?", a required
 * best time after it asked only if the answer is yes, and an optional note after that.
 */

/** The form the questions are added to. */
export const formId = 'feedback-details';

/** "Can we call you?": an optional yes/no after the telephone number. */
export const canCall = canCallQuestion;
/** "When is the best time to call you?", required, after it; the first example says Afternoon. */
export const bestTime = {
  ...bestTimeQuestion,
  after: 'canCall',
  exampleAnswers: { 0: 'Afternoon' },
} satisfies StudioOperation;
/** The best time asked only if the customer can be called. */
export const askIfCanCall = {
  op: 'set-condition',
  formId,
  field: 'bestTime',
  on: 'canCall',
  answer: true,
} satisfies StudioOperation;

/** An optional question put after the best time. */
export const callNote = {
  op: 'add-question',
  formId,
  name: 'callNote',
  label: 'Anything we should know before we call?',
  kind: 'text',
  required: false,
  destination: { kind: 'additional-information', name: 'CallNote' },
  after: 'bestTime',
} satisfies StudioOperation;

/** The feedback details form with "Can we call you?" and a required best time after it. */
export function withQuestions(): StudioFiles {
  return applied(bestTime, applied(canCall).files).files;
}
/** The files after each operation in turn, failing the test if one is refused. */
export const run = (files: StudioFiles, ...operations: StudioOperation[]) =>
  operations.reduce((current, operation) => applied(operation, current).files, files);

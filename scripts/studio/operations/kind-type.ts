import type { AnswerKind } from '../model/studio-operations.ts';

/** The JSON type a kind of answer is written with. */
export const typeOfKind = (kind: AnswerKind) =>
  kind === 'number'
    ? 'number'
    : kind === 'yes-no'
      ? 'boolean'
      : kind === 'address'
        ? 'object'
        : 'string';

import type { StudioOperation } from '../studio-operations.ts';

/**
 * "Number of bedrooms": an optional number question the feedback details form does not have,
 * sent to additional-information/Bedrooms (the tests of a number's range add it first).
 */
export const bedroomsQuestion = {
  op: 'add-question',
  formId: 'feedback-details',
  name: 'rooms',
  label: 'Number of bedrooms',
  kind: 'number',
  required: false,
  destination: { kind: 'additional-information', name: 'Bedrooms' },
} as const satisfies StudioOperation;

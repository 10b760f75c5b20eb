import { describe, expect, it } from 'vitest';
import { readLeadConfirmation } from './lead-confirmation.ts';

describe('readLeadConfirmation', () => {
  it('reads the origin and response data a journey left in history state', () => {
    expect(
      readLeadConfirmation({ leadConfirmation: { origin: 'feedback', response: { id: 'HS-1' } } }),
    ).toEqual({ origin: 'feedback', response: { id: 'HS-1' } });
  });

  it.each([
    ['no state', undefined],
    ['no confirmation', { key: 'abc' }],
    ['an unknown origin', { leadConfirmation: { origin: 'elsewhere', response: { id: 'HS-1' } } }],
    ['no reference', { leadConfirmation: { origin: 'feedback', response: {} } }],
    ['an empty reference', { leadConfirmation: { origin: 'feedback', response: { id: ' ' } } }],
  ])('is undefined for %s', (_, state) => {
    expect(readLeadConfirmation(state)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { readLeadConfirmation } from './lead-confirmation.ts';

describe('readLeadConfirmation', () => {
  it('reads the origin and response data a journey left in history state', () => {
    expect(
      readLeadConfirmation({ leadConfirmation: { origin: 'feedback', response: { id: 'HS-1' } } }),
    ).toEqual({ origin: 'feedback', response: { id: 'HS-1' } });
  });

  it.each([true, false])(
    "reads a complaint's extra-support answer (%s), which decides the Priority Services Register",
    (extraSupport) => {
      expect(
        readLeadConfirmation({
          leadConfirmation: {
            origin: 'gas-and-electricity',
            response: { id: 'HS-1' },
            extraSupport,
          },
        }),
      ).toEqual({ origin: 'gas-and-electricity', response: { id: 'HS-1' }, extraSupport });
    },
  );

  it.each([
    ['no state', undefined],
    ['no confirmation', { key: 'abc' }],
    ['an unknown origin', { leadConfirmation: { origin: 'elsewhere', response: { id: 'HS-1' } } }],
    ['no reference', { leadConfirmation: { origin: 'feedback', response: {} } }],
    ['an empty reference', { leadConfirmation: { origin: 'feedback', response: { id: ' ' } } }],
    [
      'an extra-support answer that is not a boolean',
      {
        leadConfirmation: {
          origin: 'gas-and-electricity',
          response: { id: 'HS-1' },
          extraSupport: 'yes',
        },
      },
    ],
    [
      'an extra-support answer from feedback, which asks no such question',
      { leadConfirmation: { origin: 'feedback', response: { id: 'HS-1' }, extraSupport: true } },
    ],
  ])('is undefined for %s', (_, state) => {
    expect(readLeadConfirmation(state)).toBeUndefined();
  });
});

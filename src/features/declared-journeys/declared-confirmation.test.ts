import { describe, expect, it } from 'vitest';
import { readDeclaredConfirmation } from './declared-confirmation.ts';

describe('the confirmation of a journey declared as data', () => {
  it('shows the reference its own journey handed over, and no other', () => {
    const state = {
      declaredConfirmation: { journey: 'boiler-cover-question', response: { id: 'HS-1' } },
    };
    expect(readDeclaredConfirmation(state, 'boiler-cover-question')).toEqual({ id: 'HS-1' });
    expect(readDeclaredConfirmation(state, 'another-journey')).toBeUndefined();
  });

  it('reads nothing from a state that is not one', () => {
    for (const state of [
      undefined,
      null,
      {},
      { declaredConfirmation: null },
      { declaredConfirmation: { journey: 'boiler-cover-question', response: { id: ' ' } } },
      { declaredConfirmation: { journey: 'boiler-cover-question', response: 'HS-1' } },
    ])
      expect(readDeclaredConfirmation(state, 'boiler-cover-question')).toBeUndefined();
  });
});

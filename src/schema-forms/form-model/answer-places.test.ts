import { describe, expect, it } from 'vitest';
import { answerPlacesOf } from './answer-places.ts';

describe('answerPlacesOf', () => {
  it('names the places the spec leaves open, inside additional-information too', () => {
    const attributes = {
      type: 'object',
      properties: {
        topic: { const: 'help-&-support' },
        'first-name': { type: 'string' },
        'vulnerability-consent': { type: 'boolean' },
        'contact-number': { type: 'object', properties: { number: { type: 'string' } } },
        'additional-information': {
          type: 'object',
          properties: { caseType: { type: ['string', 'null'] }, Company: { const: 'Price-cap' } },
          patternProperties: { '^[A-Z][A-Za-z0-9]{1,39}$': { type: 'string' } },
        },
        account: { type: 'null' },
      },
    };
    expect(answerPlacesOf(attributes)).toEqual([
      '/first-name',
      '/vulnerability-consent',
      '/additional-information/caseType',
    ]);
  });

  it('names none for a lead schema it cannot read', () => {
    expect(answerPlacesOf(undefined)).toEqual([]);
    expect(answerPlacesOf({ properties: [] })).toEqual([]);
  });
});

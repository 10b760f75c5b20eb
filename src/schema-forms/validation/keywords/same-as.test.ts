import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../create-form-ajv.ts';

const validate = createFormAjv().compile({
  type: 'object',
  properties: {
    password: { type: 'string' },
    confirmPassword: { type: 'string', sameAs: 'password' },
  },
});

// SPEC section 5: the password component has a password and its confirmation.
describe('sameAs keyword', () => {
  it.each<[object, string]>([
    [{ password: 'correct horse', confirmPassword: 'correct horse' }, 'equal'],
    [{ password: 'correct horse' }, 'confirmation not typed yet (left to required)'],
    [{}, 'nothing typed'],
  ])('accepts %o (%s)', (value) => {
    expect(validate(value)).toBe(true);
  });

  it.each<[object, string]>([
    [{ password: 'correct horse', confirmPassword: 'correct hors' }, 'different'],
    [{ confirmPassword: 'correct horse' }, 'no password'],
    [{ password: 'Correct horse', confirmPassword: 'correct horse' }, 'different case'],
  ])('rejects %o (%s), on the confirmation field', (value) => {
    expect(validate(value)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({
      keyword: 'sameAs',
      instancePath: '/confirmPassword',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { createFormAjv } from '../create-form-ajv.ts';

describe('x-errorMessages keyword', () => {
  it('is accepted in strict mode as an annotation that never fails', () => {
    const validate = createFormAjv().compile({
      type: 'string',
      'x-errorMessages': { required: 'Enter your first name' },
    });
    expect(validate('anything')).toBe(true);
  });

  it('must map rules to non-empty messages', () => {
    expect(() =>
      createFormAjv().compile({ type: 'string', 'x-errorMessages': { required: '' } }),
    ).toThrow();
  });

  it('leaves a misspelt keyword to fail strict mode', () => {
    expect(() => createFormAjv().compile({ type: 'string', 'x-errorMesages': {} })).toThrow(
      /unknown keyword/,
    );
  });
});

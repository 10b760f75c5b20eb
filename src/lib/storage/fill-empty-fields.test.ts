import { describe, expect, it } from 'vitest';
import { fillEmptyFields } from './fill-empty-fields.ts';

describe('fillEmptyFields', () => {
  it('fills missing and empty fields', () => {
    expect(fillEmptyFields({ firstName: '' }, { firstName: 'Priya', surname: 'Shah' })).toEqual({
      firstName: 'Priya',
      surname: 'Shah',
    });
  });

  it('never overwrites what the customer typed', () => {
    const draft = { firstName: 'Pri', email: 'typed@example.com' };
    expect(
      fillEmptyFields(draft, { firstName: 'Priya', email: 'account@example.com', surname: 'Shah' }),
    ).toEqual({ firstName: 'Pri', email: 'typed@example.com', surname: 'Shah' });
  });

  it('ignores blank and missing values, and returns the same draft when nothing changes', () => {
    const draft = { firstName: 'Sam' };
    expect(fillEmptyFields(draft, { firstName: 'Priya', surname: '  ' })).toBe(draft);
    expect(fillEmptyFields(draft, undefined)).toBe(draft);
  });
});

import { describe, expect, it } from 'vitest';
import { refusal } from '../model/testing/real-studio-files.ts';

describe('the rules a question can take', () => {
  it('refuses a rule that does not suit the answer, or a value that is no length', () => {
    expect(
      refusal({
        op: 'add-rule',
        formId: 'meter-read',
        field: 'fuel',
        rule: { rule: 'maxLength', value: 3 },
      }),
    ).toMatch(/does not suit/);
    expect(
      refusal({
        op: 'set-rule',
        formId: 'meter-read',
        field: 'title',
        rule: { rule: 'maxLength', value: -1 },
      }),
    ).toMatch(/whole number/);
  });
});

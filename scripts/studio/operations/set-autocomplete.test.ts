import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, linesOf, refusal } from '../model/testing/real-studio-files.ts';

const meterRead = formFilesOf('meter-read');

describe('autocomplete', () => {
  it('sets and removes an autocomplete token of the HTML standard only', () => {
    const removed = applied({
      op: 'set-autocomplete',
      formId: 'meter-read',
      field: 'email',
      autocomplete: '',
    });
    expect(linesOf(removed.files, meterRead.ui)).toEqual({
      removed: ['    "ui:widget": "email",', '    "ui:autocomplete": "email"'],
      added: ['    "ui:widget": "email"'],
    });
    expect(
      refusal({
        op: 'set-autocomplete',
        formId: 'meter-read',
        field: 'email',
        autocomplete: 'mail',
      }),
    ).toMatch(/not an autocomplete token/);
  });
});

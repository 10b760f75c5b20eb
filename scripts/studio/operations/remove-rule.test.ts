import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, expectPrettierKept, linesOf } from '../model/testing/real-studio-files.ts';

const meterRead = formFilesOf('meter-read');

describe('removing a rule', () => {
  it('removes a rule and its message, and the messages when none is left', async () => {
    const result = applied({
      op: 'remove-rule',
      formId: 'meter-read',
      field: 'title',
      rule: 'maxLength',
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: [
        '      "maxLength": 20,',
        '      "x-errorMessages": {',
        '        "maxLength": "Title must be 20 characters or fewer"',
        '      },',
      ],
      added: [],
    });
    await expectPrettierKept(result.files, result.changed);
  });
});

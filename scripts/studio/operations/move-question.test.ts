import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  refusal,
} from '../model/testing/real-studio-files.ts';

const meterRead = formFilesOf('meter-read');

describe('moving a question', () => {
  it('moves a question up or down as a two-line diff of the order', async () => {
    const result = applied({
      op: 'move-question',
      formId: 'meter-read',
      field: 'email',
      direction: 'up',
    });
    expect(linesOf(result.files, meterRead.ui)).toEqual({
      removed: ['    "telephone",'],
      added: ['    "telephone",'],
    });
    expect(parsed(result.files, meterRead.ui)['ui:order'].slice(3, 5)).toEqual([
      'email',
      'telephone',
    ]);
    await expectPrettierKept(result.files, result.changed);
    expect(
      refusal({ op: 'move-question', formId: 'meter-read', field: 'title', direction: 'up' }),
    ).toBe("'Title' is already the first question.");
  });
});

import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';
import {
  applied,
  expectPrettierKept,
  parsed,
  realFiles,
  refusal,
} from '../model/testing/real-studio-files.ts';

const { examples } = formFilesOf('feedback-details');
const first = parsed(realFiles, examples).examples[0];

describe('adding an example', () => {
  it('adds a valid example at the end of the list, as Prettier writes it', async () => {
    const result = applied({
      op: 'add-example',
      formId: 'feedback-details',
      name: 'Landline without an email',
      valid: true,
      data: { ...first.data, email: 'niamh@example.ie' },
    });
    const list = parsed(result.files, examples).examples;
    expect(list).toHaveLength(5);
    expect(list[4]).toEqual({
      name: 'Landline without an email',
      valid: true,
      data: { ...first.data, email: 'niamh@example.ie' },
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it('lists the errors an invalid example finds now, so the check holds it to them', () => {
    const withoutFirstName = { ...(first.data as Record<string, unknown>) };
    delete withoutFirstName.firstName;
    const result = applied({
      op: 'add-example',
      formId: 'feedback-details',
      name: 'No first name',
      valid: false,
      data: withoutFirstName,
    });
    expect(parsed(result.files, examples).examples[4].errors).toEqual({ '/firstName': 'required' });
  });

  it('refuses an invalid example the form would accept, and a name without words or taken', () => {
    const example = { op: 'add-example', formId: 'feedback-details' } as const;
    expect(refusal({ ...example, name: 'Accepted', valid: false, data: first.data })).toBe(
      refusalWords.invalidFindsNothing,
    );
    expect(refusal({ ...example, name: '  ', valid: true, data: first.data })).toBe(
      refusalWords.exampleWithoutName,
    );
    expect(refusal({ ...example, name: first.name, valid: true, data: first.data })).toBe(
      refusalWords.exampleNameTwice.replace('{name}', first.name),
    );
  });
});

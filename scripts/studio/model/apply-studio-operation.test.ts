import { describe, expect, it } from 'vitest';
import { applyStudioOperation } from './apply-studio-operation.ts';
import { bestTimeQuestion, realFiles, refusal } from './testing/real-studio-files.ts';

// Each operation's own tests are beside it in ../operations/; these are the dispatcher's: which
// files it reads and may change, whatever the operation.
describe('any operation', () => {
  it('refuses a form that is not there, or a form id that would leave the forms folder', () => {
    expect(refusal({ op: 'set-label', formId: '../leads', field: 'x', label: 'x' })).toMatch(
      /is not the name of a form/,
    );
    expect(refusal({ op: 'set-label', formId: 'nope', field: 'x', label: 'x' })).toBe(
      'There is no form called "nope".',
    );
  });

  it('leaves the files it is given as they were', () => {
    const files = Object.freeze({ ...realFiles });
    const result = applyStudioOperation(files, bestTimeQuestion);
    expect('files' in result && result.files).not.toBe(files);
    expect(files).toEqual(realFiles);
  });

  it('never changes a file outside schemas/forms and schemas/messages', () => {
    const result = applyStudioOperation(realFiles, bestTimeQuestion);
    if ('refused' in result) throw new Error(result.refused);
    expect(
      result.changed.every(
        (file) => file.startsWith('schemas/forms/') || file.startsWith('schemas/messages/'),
      ),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, realFiles, refusal, withBestTime } from '../model/testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');

describe('removing a question', () => {
  it('removes a question it added, giving back the files exactly as they were', () => {
    const result = applied(
      { op: 'remove-question', formId: 'feedback-details', field: 'bestTime' },
      withBestTime(),
    );
    for (const file of Object.values(feedbackDetails)) {
      expect(result.files[file], file).toBe(realFiles[file]);
    }
  });

  it('refuses to remove a question placed by code, saying why', () => {
    expect(refusal({ op: 'remove-question', formId: 'meter-read', field: 'fuel' })).toMatch(
      /^'.+' is put into the lead by the code that builds the lead of the meter reading form, which reads the answer by the name "fuel"\. Ask a developer to remove it, so the code changes with it\.$/,
    );
  });
});

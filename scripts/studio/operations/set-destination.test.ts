import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import { applied, linesOf, refusal, withBestTime } from '../model/testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');

describe('where the answer goes', () => {
  it("changes a new question's destination, checking a new name as it is given", () => {
    const files = withBestTime();
    const notSent = applied(
      {
        op: 'set-destination',
        formId: 'feedback-details',
        field: 'bestTime',
        destination: { kind: 'not-sent', reason: 'Asked only to plan the call' },
      },
      files,
    );
    expect(linesOf(notSent.files, feedbackDetails.schema, files)).toEqual({
      removed: ['        "to": "/additional-information/BestTimeToCall"'],
      added: ['        "sent": false,', '        "reason": "Asked only to plan the call"'],
    });
    expect(
      refusal(
        {
          op: 'set-destination',
          formId: 'feedback-details',
          field: 'bestTime',
          destination: { kind: 'additional-information', name: 'best time' },
        },
        files,
      ),
    ).toMatch(/capital letter/);
  });

  it('refuses to send elsewhere an answer placed by code, saying why', () => {
    expect(
      refusal({
        op: 'set-destination',
        formId: 'feedback-details',
        field: 'telephoneNumber',
        destination: { kind: 'additional-information', name: 'Telephone' },
      }),
    ).toBe(
      '\'Telephone number\' is put into the lead by the code that builds the lead of the feedback form, which reads the answer by the name "telephoneNumber". Ask a developer to send it elsewhere, so the code changes with it.',
    );
  });
});

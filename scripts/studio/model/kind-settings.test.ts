import { describe, expect, it } from 'vitest';
import { formFilesOf } from './studio-files.ts';
import { applied, expectPrettierKept, linesOf } from './testing/real-studio-files.ts';

const complaintQuery = formFilesOf('complaint-query');
const complaintDetails = formFilesOf('complaint-details');

describe('changing the kind of answer drops what only the old input used', () => {
  it("takes a several-lines answer's rows and character count with the textarea", async () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'complaint-query',
      field: 'query',
      kind: 'text',
    });
    expect(result.changed).toEqual([complaintQuery.ui]);
    expect(linesOf(result.files, complaintQuery.ui)).toEqual({
      removed: [
        '  "query": {',
        '    "ui:widget": "textarea",',
        '    "ui:options": {',
        '      "rows": 8,',
        '      "characterCount": true',
        '    }',
        '  },',
      ],
      added: [],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it("takes a drop-down's placeholder when it becomes radios", () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'complaint-query',
      field: 'subject',
      kind: 'radios',
    });
    expect(linesOf(result.files, complaintQuery.ui)).toEqual({
      removed: ['    "ui:widget": "select",', '    "ui:placeholder": "Choose a subject"'],
      added: ['    "ui:widget": "radio"'],
    });
  });

  it("takes a number box's input mode, and a pattern with its message, when it becomes a date", () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'complaint-details',
      field: 'textphoneNumber',
      kind: 'date',
    });
    expect(linesOf(result.files, complaintDetails.schema)).toEqual({
      removed: [
        '      "maxLength": 20,',
        '      "pattern": "^[0-9]+$",',
        '        "pattern": "Textphone number must only include numbers 0 to 9, with no spaces",',
        '        "maxLength": "Textphone number must be 20 characters or fewer"',
        // A date is sent as written: the text's trim goes (answer-kinds.ts).
        '      "x-lead": { "to": "/additional-information/textphoneNumber", "transform": ["trim"] }',
      ],
      added: [
        '      "format": "date",',
        '        "format": "Textphone number must be a real date, like {recentDate}"',
        '      "x-lead": {',
        '        "to": "/additional-information/textphoneNumber"',
        '      }',
      ],
    });
    expect(linesOf(result.files, complaintDetails.ui)).toEqual({
      removed: [
        '    "ui:widget": "tel",',
        '    "ui:options": {',
        '      "inputMode": "numeric"',
        '    }',
      ],
      added: ['    "ui:widget": "dateInput"'],
    });
  });

  it('takes inline radios when a yes or no question becomes a drop-down', () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'complaint-details',
      field: 'vulnerabilityConsent',
      kind: 'select',
      choices: [
        { value: 'Yes', label: 'Yes' },
        { value: 'No', label: 'No' },
      ],
    });
    expect(linesOf(result.files, complaintDetails.ui)).toEqual({
      removed: [
        '    "ui:widget": "radio",',
        '    "ui:options": {',
        '      "inline": true',
        '    }',
      ],
      added: ['    "ui:widget": "select"'],
    });
  });

  it('keeps what the new input reads too', () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'complaint-details',
      field: 'textphoneNumber',
      kind: 'text',
    });
    expect(linesOf(result.files, complaintDetails.ui)).toEqual({
      removed: ['    "ui:widget": "tel",'],
      added: [],
    });
    expect(linesOf(result.files, complaintDetails.schema)).toEqual({ removed: [], added: [] });
  });
});

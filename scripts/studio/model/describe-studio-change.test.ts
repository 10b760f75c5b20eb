import { describe, expect, it } from 'vitest';
import { describeStudioChange } from './describe-studio-change.ts';
import type { StudioFiles, StudioOperation } from './studio-operations.ts';
import { applied, realFiles } from './testing/real-studio-files.ts';

/** The sentences for a sequence of operations from the real files. */
function said(...operations: StudioOperation[]): string[] {
  let files: StudioFiles = realFiles;
  for (const operation of operations) files = applied(operation, files).files;
  return describeStudioChange(realFiles, files);
}

const bestTime: StudioOperation = {
  op: 'add-question',
  formId: 'feedback-details',
  name: 'bestTime',
  label: 'When is the best time to call you?',
  kind: 'text',
  required: false,
  destination: { kind: 'additional-information', name: 'BestTimeToCall' },
  after: 'telephoneNumber',
};

describe('describeStudioChange', () => {
  it('says nothing for no change', () => {
    expect(describeStudioChange(realFiles, realFiles)).toEqual([]);
  });

  it('names a new question and where its answer goes, in the words of the issue', () => {
    expect(said(bestTime)).toEqual([
      "New question 'When is the best time to call you?' sends its answer to additional-information/BestTimeToCall",
    ]);
  });

  it('says a question is now optional, and what happened to the examples', () => {
    expect(
      said({ op: 'set-required', formId: 'feedback-details', field: 'email', required: false }),
    ).toEqual([
      "'Email address' is now optional",
      "The example 'Nothing filled in' no longer expects an error for 'Email address'",
    ]);
  });

  it('says a question is now required and which examples answer it', () => {
    expect(
      said({ op: 'set-required', formId: 'meter-read', field: 'email', required: true }),
    ).toEqual([
      "'Email address' is now required",
      `The example 'Electricity with Economy 7, read a month ago' now answers 'Email address' with "name@example.com"`,
      `The example 'Gas only, no account number or email' now answers 'Email address' with "name@example.com"`,
      "The example 'Nothing filled in' now expects the error for a missing answer to 'Email address'",
    ]);
  });

  it('says the boxes an example ticks each in quotes, and the kind of a checkboxes question', () => {
    const times = [
      { value: 'Morning', label: 'Morning' },
      { value: 'Evening', label: 'Evening' },
    ];
    const ticked = said({
      ...bestTime,
      kind: 'checkboxes',
      required: true,
      choices: times,
    });
    expect(ticked).toContain(
      `The example 'Irish landline and a looked-up address' now answers 'When is the best time to call you?' with "Morning"`,
    );
    const radios = applied({
      ...bestTime,
      kind: 'radios',
      choices: times,
    }).files;
    const boxes = applied(
      { op: 'set-answer-kind', formId: 'feedback-details', field: 'bestTime', kind: 'checkboxes' },
      radios,
    ).files;
    expect(describeStudioChange(radios, boxes)).toEqual([
      "'When is the best time to call you?' now takes one or more of a list, as checkboxes",
    ]);
  });

  it('says only that a question answered by the examples is renamed, not that they answer it anew', () => {
    const files = applied({ ...bestTime, required: true }).files;
    const renamed = applied(
      { op: 'rename-question', formId: 'feedback-details', field: 'bestTime', newName: 'callTime' },
      files,
    ).files;
    expect(describeStudioChange(files, renamed)).toEqual([
      "'When is the best time to call you?' is now named callTime in the files (it was bestTime)",
    ]);
  });

  it('has a sentence for each kind of operation', () => {
    const files = applied(bestTime).files;
    const from = (operation: StudioOperation) =>
      describeStudioChange(files, applied(operation, files).files);
    const on = { formId: 'feedback-details', field: 'bestTime' } as const;
    expect(from({ op: 'set-label', ...on, label: 'Best time to call' })).toEqual([
      "'When is the best time to call you?' is now called 'Best time to call'",
    ]);
    expect(from({ op: 'set-hint', ...on, hint: 'For example, weekday mornings' })).toEqual([
      "'When is the best time to call you?' now has the hint 'For example, weekday mornings'",
    ]);
    expect(from({ op: 'set-answer-kind', ...on, kind: 'textarea' })).toEqual([
      "'When is the best time to call you?' now takes several lines of text",
    ]);
    expect(from({ op: 'add-rule', ...on, rule: { rule: 'maxLength', value: 100 } })).toEqual([
      "'When is the best time to call you?' now must be 100 characters or fewer",
    ]);
    expect(
      from({
        op: 'set-destination',
        ...on,
        destination: { kind: 'not-sent', reason: 'Only for planning' },
      }),
    ).toEqual(["'When is the best time to call you?' now is not sent (Only for planning)"]);
    expect(from({ op: 'set-autocomplete', ...on, autocomplete: 'tel' })).toEqual([
      "'When is the best time to call you?' can be filled in by the browser as the customer's 'Phone number, with its country code'",
    ]);
    expect(from({ op: 'move-question', ...on, direction: 'up' })).toEqual([
      "'When is the best time to call you?' now comes before 'Telephone number'",
    ]);
    expect(from({ op: 'rename-question', ...on, newName: 'bestTimeToCall' })).toEqual([
      "'When is the best time to call you?' is now named bestTimeToCall in the files (it was bestTime)",
    ]);
    expect(from({ op: 'remove-question', ...on })).toEqual([
      "The question 'When is the best time to call you?' is removed",
    ]);
    expect(
      from({
        op: 'set-answer-kind',
        ...on,
        kind: 'radios',
        choices: [
          { value: 'Morning', label: 'Morning' },
          { value: 'Evening', label: 'Evening' },
        ],
      }),
    ).toEqual([
      "'When is the best time to call you?' now takes one of a list, as radios",
      "'When is the best time to call you?' now offers: Morning, Evening",
    ]);
  });

  it('says what changed in rules, messages, page words and shared messages', () => {
    expect(
      said(
        {
          op: 'set-rule',
          formId: 'meter-read',
          field: 'date',
          rule: { rule: 'dateWithinPastMonths', value: 3 },
        },
        {
          op: 'set-error-message',
          formId: 'meter-read',
          field: 'date',
          rule: 'dateWithinPastMonths',
          message: 'The date must be in the last 3 months',
        },
        { op: 'remove-rule', formId: 'meter-read', field: 'title', rule: 'maxLength' },
        {
          op: 'set-page-words',
          formId: 'meter-read',
          title: 'Send a meter reading',
          submitText: 'Send reading',
        },
        {
          op: 'set-shared-message',
          file: 'form-copy.json',
          pointer: '/errorSummaryTitle',
          text: 'Check your answers',
        },
      ),
    ).toEqual([
      "The page title is now 'Send a meter reading'",
      "The button now says 'Send reading'",
      "'Title' no longer must be 20 characters or fewer",
      "'When did you read your meter?' now must be a date in the last 3 months (it was a date in the last month)",
      "'When did you read your meter?' now says 'The date must be in the last 3 months' for a date outside its window",
      // The window now takes the example's date; the example only showed the rule removed.
      "The example 'Read more than a month ago' is now valid",
      "The example 'Title too long' is removed",
      "The shared message /errorSummaryTitle of form-copy.json now reads 'Check your answers'",
    ]);
  });

  it('names the form of each sentence when more than one form changed', () => {
    expect(
      said(
        { op: 'set-label', formId: 'meter-read', field: 'title', label: 'Your title' },
        { op: 'set-label', formId: 'feedback-credit', field: 'feedback', label: 'Why?' },
      ),
    ).toEqual([
      "'Tell us why you don't want the refund' is now called 'Why?' (feedback-credit)",
      "'Title' is now called 'Your title' (meter-read)",
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { focusAfterEdit } from './focus-after-edit.ts';

const on = { formId: 'feedback-details', field: 'email' } as const;

describe('focusAfterEdit', () => {
  it('sends focus to what each edit changed, never nowhere', () => {
    expect(focusAfterEdit([{ op: 'set-hint', ...on, hint: 'We reply here' }])).toEqual([
      'question-email-heading',
    ]);
    expect(
      focusAfterEdit([{ op: 'add-rule', ...on, rule: { rule: 'maxLength', value: 500 } }]),
    ).toEqual(['question-email-rule-maxLength', 'question-email-heading']);
    expect(focusAfterEdit([{ op: 'remove-rule', ...on, rule: 'maxLength' }])).toEqual([
      'question-email_kind-add-rule',
      'question-email-heading',
    ]);
    expect(focusAfterEdit([{ op: 'remove-question', ...on }])).toEqual(['studio-questions-title']);
    expect(focusAfterEdit([{ op: 'move-question', ...on, direction: 'up' }])).toEqual([
      'question-email-up',
      'question-email-down',
    ]);
    expect(focusAfterEdit([{ op: 'rename-question', ...on, newName: 'emailAddress' }])).toEqual([
      'question-emailAddress-edit',
    ]);
    expect(
      focusAfterEdit([{ op: 'set-page-words', formId: 'feedback-details', title: 'Your details' }]),
    ).toEqual(['studio-page-words-title']);
    const example = { formId: 'meter-read', name: 'Gas only, read today', valid: true, data: {} };
    expect(focusAfterEdit([{ op: 'add-example', ...example }])).toEqual([
      'example-gas-only-read-today-heading',
      'studio-examples-title',
    ]);
    expect(focusAfterEdit([{ op: 'set-example', index: 12, ...example }])[0]).toBe(
      'example-gas-only-read-today-heading',
    );
    expect(focusAfterEdit([{ op: 'remove-example', formId: 'meter-read', index: 12 }])).toEqual([
      'studio-examples-title',
    ]);
  });
});

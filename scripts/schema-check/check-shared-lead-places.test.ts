import { describe, expect, it } from 'vitest';
import { checkSharedLeadPlaces } from './check-shared-lead-places.ts';
import type { FormFolder } from './schema-tree.ts';
import { edited, realTree } from './testing/planted-mistake.ts';

/** The real forms with a question sending its answer to `to` added to each of `formIds`. */
const formsWith = (to: string, formIds: readonly string[], placedBy?: 'mapper') =>
  realTree.forms.map((form): FormFolder => {
    if (!formIds.includes(form.formId) || !form.schema) return form;
    const question = {
      type: 'string',
      title: `When to call (${form.formId})`,
      'x-lead': placedBy ? { placedBy, to } : to,
    };
    return {
      ...form,
      schema: { ...form.schema, data: edited(form.schema.data, '/properties/callTime', question) },
    };
  });

describe('npm run schemas:check on places two forms of one lead write', () => {
  it('names both questions sending their answers to one place of the lead they share', () => {
    const problems = checkSharedLeadPlaces(
      formsWith('/additional-information/CallTime', ['feedback-details', 'feedback-credit']),
    );
    expect(problems.map(({ file, pointer }) => `${file}#${pointer}`).sort()).toEqual([
      'schemas/forms/feedback-credit/feedback-credit.schema.json#/properties/callTime/x-lead',
      'schemas/forms/feedback-details/feedback-details.schema.json#/properties/callTime/x-lead',
    ]);
    expect(problems[0]?.message).toMatch(
      /^'When to call \(feedback-\w+\)' sends its answer to "\/additional-information\/CallTime" of feedback-lead.schema.json, where 'When to call \(feedback-\w+\)' \(feedback-\w+\) sends its own/,
    );
  });

  it('leaves the real forms, one form alone, and places only the code writes', () => {
    expect(checkSharedLeadPlaces(realTree.forms)).toEqual([]);
    expect(
      checkSharedLeadPlaces(formsWith('/additional-information/CallTime', ['feedback-details'])),
    ).toEqual([]);
    expect(
      checkSharedLeadPlaces(
        formsWith(
          '/additional-information/CallTime',
          ['feedback-details', 'feedback-credit'],
          'mapper',
        ),
      ),
    ).toEqual([]);
  });

  it('names only forms a journey asks together: no other lead carries both', () => {
    const forms = formsWith('/additional-information/CallTime', ['feedback-details']);
    const details = forms.find((form) => form.formId === 'feedback-details');
    // A copy of the feedback details form, another journey's step, sends the same lead.
    const copy = { ...(details as FormFolder), formId: 'moving-home-details' };
    const named = (journeys: string[][]) =>
      checkSharedLeadPlaces([...forms, copy], journeys).map((problem) => problem.file);
    expect(named([['moving-home-details']])).toEqual([]);
    expect(named([])).toEqual([]);
    expect(named([['feedback-details', 'moving-home-details']])).toContain(
      'schemas/forms/feedback-details/feedback-details.schema.json',
    );
  });
});

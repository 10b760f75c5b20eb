import { describe, expect, it } from 'vitest';
import examples from '../../schemas/forms/feedback-details/feedback-details.examples.json';
import { problemsWithEdits } from './testing/planted-mistake.ts';

// A checkboxes question planted in a real form (feedback-details), as the studio writes one, and
// the mistakes schemas:check names in it; the form itself ships without one.

const schemaFile = 'schemas/forms/feedback-details/feedback-details.schema.json';
const uiFile = 'schemas/forms/feedback-details/feedback-details.ui.json';
const examplesFile = 'schemas/forms/feedback-details/feedback-details.examples.json';
const at = '/properties/contactTimes';

const contactTimes = {
  type: 'array',
  title: 'When can we call you?',
  items: {
    type: 'string',
    oneOf: [
      { const: 'Mornings', title: 'Mornings' },
      { const: 'Afternoons', title: 'Afternoons' },
      { const: 'Evenings', title: 'Evenings', description: 'Until 8pm' },
    ],
  },
  uniqueItems: true,
  minItems: 1,
  'x-errorMessages': {
    required: 'Select when we can call you',
    minItems: 'Select when we can call you',
  },
  'x-lead': { to: '/additional-information/ContactTimes', transform: ['list-as-text'] },
};

/** An example's errors with `more` (a pointer holds a slash, so the list is written whole). */
const errorsWith = (index: number, more: Record<string, string>) => ({
  ...(examples.examples[index] as { errors?: Record<string, string> }).errors,
  ...more,
});

/** The form with the question, required and answered by both valid examples, plus `edits`. */
const planted = (
  edits: {
    schema?: Record<string, unknown>;
    ui?: Record<string, unknown>;
    examples?: Record<string, unknown>;
  } = {},
) =>
  problemsWithEdits('feedback-details', {
    schema: {
      [at]: contactTimes,
      '/required/5': 'contactTimes',
      ...edits.schema,
    },
    ui: {
      '/contactTimes': { 'ui:widget': 'checkboxes' },
      '/ui:order/5': 'contactTimes',
      ...edits.ui,
    },
    examples: {
      '/examples/0/data/contactTimes': ['Mornings', 'Evenings'],
      '/examples/1/data/contactTimes': ['Afternoons'],
      '/examples/2/errors': errorsWith(2, { '/contactTimes': 'required' }),
      '/examples/3/data/contactTimes': [],
      '/examples/3/errors': errorsWith(3, { '/contactTimes': 'minItems' }),
      ...edits.examples,
    },
  });

const finding = (file: string, pointer: string, message: string) =>
  expect.objectContaining({ file, pointer, message: expect.stringContaining(message) });

describe('schemas:check knows a checkboxes question', () => {
  it('finds nothing wrong with one written as the studio writes it', () => {
    expect(planted()).toEqual([]);
  });

  it('names one with no choices, or one', () => {
    expect(planted({ schema: { [`${at}/items`]: { type: 'string', enum: [] } } })).toContainEqual(
      finding(schemaFile, `${at}/items/enum`, "'When can we call you?' has no choices"),
    );
    expect(
      planted({ schema: { [`${at}/items/oneOf`]: [{ const: 'Mornings', title: 'Mornings' }] } }),
    ).toContainEqual(
      finding(schemaFile, `${at}/items/oneOf`, "'When can we call you?' has one choice"),
    );
  });

  it('names a choice listed twice', () => {
    expect(
      planted({ schema: { [`${at}/items/oneOf/2`]: { const: 'Mornings', title: 'Mornings' } } }),
    ).toContainEqual(
      finding(schemaFile, `${at}/items/oneOf/2`, 'The choice "Mornings" is listed twice'),
    );
  });

  it('names an input that does not suit it, and checkboxes on a question of one answer', () => {
    expect(planted({ ui: { '/contactTimes': { 'ui:widget': 'radio' } } })).toContainEqual(
      finding(
        uiFile,
        '/contactTimes/ui:widget',
        'The "radio" input does not suit "contactTimes", which takes a list of choices of which several may be chosen',
      ),
    );
    expect(planted({ ui: { '/firstName': { 'ui:widget': 'checkboxes' } } })).toContainEqual(
      finding(uiFile, '/firstName/ui:widget', 'The "checkboxes" input does not suit "firstName"'),
    );
  });

  it('names a required question that ticking nothing would answer', () => {
    expect(planted({ schema: { [`${at}/minItems`]: 0 } })).toContainEqual(
      finding(
        schemaFile,
        `${at}/minItems`,
        `'When can we call you?' is required, but without "minItems": 1`,
      ),
    );
    expect(
      planted({
        schema: { [`${at}/minItems`]: undefined },
        examples: { '/examples/3/errors': errorsWith(3, {}) },
      }),
    ).toContainEqual(finding(schemaFile, at, 'is required, but without "minItems": 1'));
    // Optional, an empty list is an answer: nothing ticked.
    expect(
      planted({
        schema: {
          '/required/5': undefined,
          [`${at}/minItems`]: undefined,
          [`${at}/x-errorMessages`]: undefined,
        },
        examples: {
          '/examples/2/errors': errorsWith(2, {}),
          '/examples/3/errors': errorsWith(3, {}),
        },
      }),
    ).toEqual([]);
  });

  it("names an example ticking a box the question does not offer, unless it says it's refused", () => {
    expect(
      planted({ examples: { '/examples/0/data/contactTimes': ['Mornings', 'Weekends'] } }),
    ).toContainEqual(
      finding(
        examplesFile,
        '/examples/0/data/contactTimes/1',
        `answers 'When can we call you?' with "Weekends", which is not one of its choices`,
      ),
    );
    expect(
      planted({
        examples: {
          '/examples/3/data/contactTimes': ['Weekends'],
          '/examples/3/errors': errorsWith(3, { '/contactTimes/0': 'oneOf' }),
        },
      }),
    ).toEqual([]);
  });
});

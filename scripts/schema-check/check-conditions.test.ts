import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { checkConditions } from './check-conditions.ts';
import { edited, problemsWithEdits, realTree } from './testing/planted-mistake.ts';

// Conditions written by hand that the studio would refuse to write (issue 38): each named with
// its file and pointer, in plain words.

const detailsSchema = 'schemas/forms/complaint-details/complaint-details.schema.json';
const detailsUi = 'schemas/forms/complaint-details/complaint-details.ui.json';
const meterSchema = 'schemas/forms/meter-read/meter-read.schema.json';
const meterUi = 'schemas/forms/meter-read/meter-read.ui.json';

const formOf = (formId: string) => {
  const form = realTree.forms.find((folder) => folder.formId === formId);
  return { schema: form?.schema?.data as SchemaNode, ui: form?.ui?.data as SchemaNode };
};

/** "What support do you need?", asked only if "Can we record any extra support…" passes `test`. */
const supportNeedsItem = (test: unknown, on = 'vulnerabilityConsent') => ({
  if: { type: 'object', required: [on], properties: { [on]: test } },
  then: {
    type: 'object',
    properties: {
      supportNeeds: {
        type: 'string',
        title: 'What support do you need?',
        'x-lead': { to: '/additional-information/SupportNeeds' },
      },
    },
  },
});

/** The complaint details form's order, the support question after the one that opens it. */
const consentOrder = (formOf('complaint-details').ui['ui:order'] as string[]).flatMap((name) =>
  name === 'vulnerabilityConsent' ? [name, 'supportNeeds'] : [name],
);

/** The complaint details form with the support question under `test`, in `order`. */
function complaintDetailsWith(test: unknown, on?: string, order = consentOrder) {
  const { schema, ui } = formOf('complaint-details');
  return checkConditions(
    { schema: detailsSchema, ui: detailsUi },
    { ...schema, allOf: [supportNeedsItem(test, on)] },
    { ...ui, 'ui:order': order },
  );
}

/** The meter read form with one value at a pointer of its schema replaced. */
function meterReadWith(pointer: string, value: unknown) {
  const { schema, ui } = formOf('meter-read');
  return checkConditions(
    { schema: meterSchema, ui: meterUi },
    edited(schema, pointer, value) as SchemaNode,
    ui,
  );
}

const economy7Test = '/allOf/1/then/allOf/0/if/properties/is_economy_7_radio';

describe('schemas:check names a condition no answer can meet, or asked before its answer', () => {
  it('finds nothing in the real forms, the meter read with its fuel and Economy 7 conditions too', () => {
    for (const form of realTree.forms) {
      const { schema, ui } = formOf(form.formId);
      expect(
        checkConditions({ schema: 'schema', ui: 'ui' }, schema, ui ?? {}),
        form.formId,
      ).toEqual([]);
    }
    expect(complaintDetailsWith({ type: 'boolean', const: true })).toEqual([]);
  });

  it.each([
    {
      broken: 'a yes/no compared with the string "true"',
      found: () => complaintDetailsWith({ type: 'boolean', const: 'true' }),
      file: detailsSchema,
      pointer: '/allOf/0/if/properties/vulnerabilityConsent/const',
      message:
        'The condition compares \'Can we record any extra support you need?\' with "true", but its answers are yes or no (true or false, without quotes), so no answer is ever "true".',
      fix: 'Write true or false without quotes (true).',
    },
    {
      broken: 'a choice compared with a number',
      found: () => meterReadWith(`${economy7Test}/const`, 1),
      file: meterSchema,
      pointer: `${economy7Test}/const`,
      message:
        "The condition compares 'Do you have an Economy 7 meter?' with 1, but its answers are text (a value in quotes), so no answer is ever 1.",
      fix: 'Write one of its answers as the question writes it: "Yes", "No".',
    },
    {
      broken: 'an answer the question does not offer',
      found: () => meterReadWith(`${economy7Test}/const`, 'Maybe'),
      file: meterSchema,
      pointer: `${economy7Test}/const`,
      message:
        'The condition asks for the answer "Maybe" to \'Do you have an Economy 7 meter?\', but that question does not offer it, so the condition is never met.',
      fix: 'Use one of its answers: "Yes", "No".',
    },
    {
      broken: 'one of the answers listed is not offered',
      found: () => meterReadWith('/allOf/0/if/properties/fuel/enum/1', 'Gass'),
      file: meterSchema,
      pointer: '/allOf/0/if/properties/fuel/enum/1',
      message:
        'The condition asks for the answer "Gass" to \'Which meter readings are you sending?\', but that question does not offer it, so the condition is never met.',
      fix: 'Use one of its answers: "Dual", "Gas", "Electricity".',
    },
    {
      broken: 'a question the form does not have',
      found: () => complaintDetailsWith({ type: 'boolean', const: true }, 'vulnerabilityConsnet'),
      file: detailsSchema,
      pointer: '/allOf/0/if/properties/vulnerabilityConsnet',
      message:
        'The condition depends on "vulnerabilityConsnet", but the form has no question "vulnerabilityConsnet", so it can never be answered and the questions it opens are never asked.',
      fix: 'Name one of the form\'s questions (check the spelling of "vulnerabilityConsnet"), or remove the condition.',
    },
    {
      broken: 'a condition no answer meets: a yes/no tested as text',
      found: () => complaintDetailsWith({ type: 'string' }),
      file: detailsSchema,
      pointer: '/allOf/0/if/properties/vulnerabilityConsent',
      message:
        "No answer to 'Can we record any extra support you need?' meets this condition (its answers are true, false), so the questions it opens are never asked.",
      fix: "Make the condition name one of the question's answers, or remove it.",
    },
    {
      broken: 'a condition no answer meets: an empty list of answers',
      found: () => meterReadWith('/allOf/0/if/properties/fuel/enum', []),
      file: meterSchema,
      pointer: '/allOf/0/if/properties/fuel',
      message:
        'No answer to \'Which meter readings are you sending?\' meets this condition (its answers are "Dual", "Gas", "Electricity"), so the questions it opens are never asked.',
      fix: "Make the condition name one of the question's answers, or remove it.",
    },
    {
      broken: 'a question before the answer that opens it',
      found: () =>
        complaintDetailsWith(
          { type: 'boolean', const: true },
          undefined,
          consentOrder.map((name) =>
            name === 'vulnerabilityConsent'
              ? 'supportNeeds'
              : name === 'supportNeeds'
                ? 'vulnerabilityConsent'
                : name,
          ),
        ),
      file: detailsUi,
      pointer: '/ui:order/5',
      message:
        "'What support do you need?' is asked only for some answers to 'Can we record any extra support you need?', but comes before it, so the customer would meet it before the answer that opens it.",
      fix: 'Move "supportNeeds" after "vulnerabilityConsent" in "ui:order".',
    },
    {
      broken: 'a reading before the fuel that asks for it',
      found: () => {
        const { schema, ui } = formOf('meter-read');
        const order = (ui['ui:order'] as string[]).filter((name) => name !== 'gas_reading');
        return checkConditions({ schema: meterSchema, ui: meterUi }, schema, {
          ...ui,
          'ui:order': [...order.slice(0, 5), 'gas_reading', ...order.slice(5)],
        });
      },
      file: meterUi,
      pointer: '/ui:order/5',
      message:
        "'Gas meter reading' is asked only for some answers to 'Which meter readings are you sending?', but comes before it, so the customer would meet it before the answer that opens it.",
      fix: 'Move "gas_reading" after "fuel" in "ui:order".',
    },
    {
      broken: 'a question asked only for its own answer',
      found: () => complaintDetailsWith({ type: 'string', const: 'Help' }, 'supportNeeds'),
      file: detailsSchema,
      pointer: '/allOf/0/if/properties/supportNeeds',
      message:
        "'What support do you need?' is asked only for some answers to itself, so the customer is never shown it.",
      fix: 'Make the condition depend on an earlier question, or ask it always.',
    },
  ])('$broken', ({ found, file, pointer, message, fix }) => {
    // The check's words for a developer; the facts beside them are for the studio.
    expect(found()).toEqual([expect.objectContaining({ file, pointer, message, fix })]);
  });

  it('is part of what `npm run schemas:check` says', () => {
    const { schema } = formOf('complaint-details');
    const problems = problemsWithEdits('complaint-details', {
      schema: { '/allOf': [supportNeedsItem({ type: 'boolean', const: 'true' })] },
      ui: { '/ui:order': consentOrder },
    });
    expect(schema.allOf).toBeUndefined();
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: detailsSchema,
        pointer: '/allOf/0/if/properties/vulnerabilityConsent/const',
        message: expect.stringContaining('so no answer is ever "true"'),
      }),
    );
  });
});

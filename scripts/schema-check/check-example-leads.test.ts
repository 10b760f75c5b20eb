import { describe, expect, it } from 'vitest';
import type { Problem } from './problems.ts';
import { problemsWithEdits, problemsWithLeadEdits, realTree } from './testing/planted-mistake.ts';

// Planted mistakes in what the example leads show (issue 15 section 3: each example state makes
// a lead its lead schema accepts): one each, on a copy of the real schemas. The lead is built by
// the journeys the forms preview and the contract test use; a refusal is named on the examples
// file of the form whose field feeds the refused lead field, with the example's pointer.

const attributes = '/properties/data/properties/attributes/properties';
const meterReadLead = 'price-cap-meter-read-lead.schema.json';
const examplesOf = (formId: string) => `schemas/forms/${formId}/${formId}.examples.json`;
const leadProblems = (problems: readonly Problem[]) =>
  problems.filter((problem) => problem.message.includes('but its lead would be refused'));

const meterReadOrder = (
  realTree.forms.find((form) => form.formId === 'meter-read')?.ui?.data as { 'ui:order': string[] }
)['ui:order'];

describe('schemas:check runs every example lead', () => {
  it('a lead schema rule tightened past what the form lets through', () => {
    const problems = problemsWithLeadEdits(meterReadLead, {
      [`${attributes}/additional-information/properties/GasReading/pattern`]: '^[0-9]{1,4}$',
    });
    expect(problems).toEqual([
      {
        file: examplesOf('meter-read'),
        pointer: '/examples/0',
        message:
          'The example "Gas and electricity, no Economy 7" passes the form, but its lead would be refused as the meter reading form sends it: its "/additional-information/GasReading" (the answer to "gas_reading") is "000123", which is not in the form the lead takes (the pattern ^[0-9]{1,4}$).',
        fix: 'Give "gas_reading" a rule at least as strict as the lead\'s for "/additional-information/GasReading" in schemas/leads/price-cap-meter-read-lead.schema.json, so the customer is told before sending, or change the example. If the lead\'s rule is wrong, ask a developer: the lead schema is the back office\'s contract.',
        facts: {
          kind: 'example-lead-refused',
          example: 'Gas and electricity, no Economy 7',
          answer: 'gas_reading',
        },
      },
    ]);
  });

  it('a new field whose destination takes shorter answers than the form', () => {
    const problems = problemsWithEdits('meter-read', {
      schema: {
        '/properties/preferred_time': {
          type: 'string',
          title: 'When is the best time to call you?',
          maxLength: 2500,
          'x-errorMessages': { maxLength: 'Best time to call must be 2500 characters or fewer' },
          'x-lead': { to: '/additional-information/PreferredTime', transform: ['trim'] },
        },
      },
      ui: { '/ui:order': [...meterReadOrder, 'preferred_time'] },
      examples: { '/examples/2/data/preferred_time': 'Evenings '.repeat(240) },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: examplesOf('meter-read'),
        pointer: '/examples/2',
        message: expect.stringContaining(
          'its "/additional-information/PreferredTime" (the answer to "preferred_time") must be 2000 characters or fewer, and it is 2159.',
        ),
        fix: expect.stringMatching(
          /^Give "preferred_time" a rule at least as strict as the lead's .* so the customer is told before sending, or change the example\./,
        ),
      }),
    ]);
  });

  it('a refused complaint field is named on the examples of the page that asks it', () => {
    const problems = problemsWithLeadEdits('help-and-support-lead.schema.json', {
      [`${attributes}/query/maxLength`]: 200,
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: examplesOf('complaint-query'),
        pointer: '/examples/1',
        message: expect.stringContaining(
          'The example "Message at the limit" passes the form, but its lead would be refused as the gas and electricity complaint sends it for a guest (and 15 other ways of sending it): its "/query" (the answer to "query") must be 200 characters or fewer, and it is 30000.',
        ),
      }),
    ]);
  });

  it('a refused personal detail is named on the details page, not the query page', () => {
    const problems = leadProblems(
      problemsWithLeadEdits('help-and-support-lead.schema.json', {
        [`${attributes}/surname/pattern`]: '^[A-Za-z ]+$',
      }),
    );
    expect(problems.map((problem) => [problem.file, problem.pointer])).toEqual([
      [examplesOf('complaint-details'), '/examples/0'],
      [examplesOf('complaint-details'), '/examples/1'],
    ]);
    expect(problems[0]?.message).toContain(
      'its "/surname" (the answer to "surname") is "O\'Brien-Jones", which is not in the form the lead takes',
    );
  });

  it('a feedback field is named on the feedback step that asks it', () => {
    const problems = leadProblems(
      problemsWithLeadEdits('feedback-lead.schema.json', {
        [`${attributes}/query/maxLength`]: 20,
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: examplesOf('feedback-credit'),
        pointer: '/examples/0',
        message: expect.stringContaining('its "/query" (the answer to "feedback") must be 20'),
      }),
    ]);
  });

  it('a value only code writes is named on the first page, for a developer', () => {
    const problems = problemsWithLeadEdits(meterReadLead, {
      [`${attributes}/additional-information/properties/Company/const`]: 'Price cap',
    });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toEqual(
      expect.objectContaining({
        file: examplesOf('meter-read'),
        pointer: '/examples/0',
        message: expect.stringContaining(
          'its "/additional-information/Company" must be "Price cap", not "Price-cap".',
        ),
        fix: 'Ask a developer: the code that writes "/additional-information/Company" makes a lead schemas/leads/price-cap-meter-read-lead.schema.json refuses.',
      }),
    );
  });

  it('an example the form itself refuses is named once, for the form, not for its lead', () => {
    const problems = problemsWithEdits('meter-read', {
      examples: { '/examples/2/data/gas_reading': '1234567' },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        file: examplesOf('meter-read'),
        pointer: '/examples/2',
        message: expect.stringContaining('is labelled valid'),
      }),
    ]);
  });

  it('a lead schema that does not compile is named by itself alone', () => {
    const problems = problemsWithLeadEdits(meterReadLead, {
      [`${attributes}/additional-information/properties/GasReading/pattern`]: '^[0-9',
    });
    expect(leadProblems(problems)).toEqual([]);
    expect(problems.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import type { CompiledForm } from './compiled-form.ts';
import { createFormEngine } from './form-engine.ts';
import { summaryRows } from './summary-rows.ts';
import { formEngineFor } from './testing/form-engine-for.ts';

/** What a row reads, as a customer sees it: label and answer lines. */
const read = (rows: ReturnType<typeof summaryRows>) => rows.map((row) => [row.label, ...row.lines]);

/**
 * The engine of a form of `schema` and `uiSchema` alone: resolving a schema without branches
 * needs no compiled check.
 */
const engineOf = (form: Pick<CompiledForm, 'schema' | 'uiSchema'>) =>
  createFormEngine(
    { formId: 'sample', validateFns: {}, leadPlacements: [], ...form } as unknown as CompiledForm,
    { isValid: () => true } as unknown as Parameters<typeof createFormEngine>[1],
  );

describe('summaryRows: a form’s answers as "Check your answers" shows them', () => {
  it('complaint details: text as typed, yes or no by its words, the address on lines, an empty optional answer not provided', async () => {
    const engine = await formEngineFor('complaint-details');
    const rows = summaryRows(engine, {
      firstName: 'Ada',
      surname: 'O’Neill',
      email: 'ada@example.com',
      telephoneNumber: '07911 123456',
      vulnerabilityConsent: false,
      address: { id: 'SW1A1AA-4', address: 'Rose Cottage Mill Street, Leeds, SW1A 1AA' },
    });
    const asked = [
      'firstName',
      'surname',
      'email',
      'telephoneNumber',
      'textphoneNumber',
      'vulnerabilityConsent',
      'address',
    ];
    expect(read(rows.filter((row) => asked.includes(row.field)))).toEqual([
      ['First name', 'Ada'],
      ['Last name', 'O’Neill'],
      ['Email address', 'ada@example.com'],
      ['Telephone number', '07911 123456'],
      ['Textphone number', 'Not provided'],
      ['Can we record any extra support you need?', 'No'],
      ['Your address', 'Rose Cottage Mill Street', 'Leeds', 'SW1A 1AA'],
    ]);
    // A question content teams add, left unanswered here, shows as not provided.
    expect(rows.filter((row) => !asked.includes(row.field)).every((row) => !row.provided)).toBe(
      true,
    );
    expect(rows.map((row) => row.field)).toContain('address');
    expect(rows.find((row) => row.field === 'textphoneNumber')?.provided).toBe(false);
    expect(rows.find((row) => row.field === 'firstName')?.provided).toBe(true);
  });

  it('complaint query: a select choice by its words, a message keeping its lines; a field the page hides is left out', async () => {
    const engine = await formEngineFor('complaint-query');
    const answers = { subject: 'Request Refund', query: 'First line.\nSecond line.' };
    expect(read(summaryRows(engine, answers))).toEqual([
      ['What is it about?', 'Request Refund'],
      ['Your message', 'First line.', 'Second line.'],
    ]);
    expect(read(summaryRows(engine, { query: 'Only this.' }, ['subject']))).toEqual([
      ['Your message', 'Only this.'],
    ]);
  });

  it('meter read: a radio choice by its words, readings with their leading zeros, the date written out, branches that do not apply left out', async () => {
    const engine = await formEngineFor('meter-read');
    const rows = summaryRows(engine, {
      first_name: 'Priya',
      last_name: 'Shah',
      telephone: '07911 123456',
      fuel: 'Dual',
      is_economy_7_radio: 'No',
      gas_reading: '000123',
      elec_reading: '045678',
      date: '2026-11-27',
    });
    expect(read(rows)).toEqual([
      ['Title', 'Not provided'],
      ['First name', 'Priya'],
      ['Last name', 'Shah'],
      ['Telephone number', '07911 123456'],
      ['Email address', 'Not provided'],
      ['Which meter readings are you sending?', 'Gas and electricity'],
      ['Gas account number', 'Not provided'],
      ['Electricity account number', 'Not provided'],
      ['Do you have an Economy 7 meter?', 'No'],
      ['Gas meter reading', '000123'],
      ['Electricity meter reading', '045678'],
      ['When did you read your meter?', '27 November 2026'],
    ]);
  });

  it('meter read, electricity only with Economy 7: the normal and low readings, no gas questions', async () => {
    const engine = await formEngineFor('meter-read');
    const rows = summaryRows(engine, {
      first_name: 'Priya',
      last_name: 'Shah',
      telephone: '07911 123456',
      fuel: 'Electricity',
      is_economy_7_radio: 'Yes',
      elec7_reading_normal: '004321',
      elec7_reading_low: '000765',
      date: '2026-01-05',
    });
    const fields = rows.map((row) => row.field);
    expect(fields).not.toContain('gas_reading');
    expect(fields).not.toContain('gas_account_number');
    expect(fields).not.toContain('elec_reading');
    expect(read(rows).slice(-4)).toEqual([
      ['Do you have an Economy 7 meter?', 'Yes'],
      ['Normal (day) reading', '004321'],
      ['Low (night) reading', '000765'],
      ['When did you read your meter?', '5 January 2026'],
    ]);
  });

  it('a number as given, an enum choice by its UI words, a boolean without choices as yes or no; hidden widgets left out', () => {
    const engine = engineOf({
      schema: {
        type: 'object',
        properties: {
          rooms: { type: 'number', title: 'How many rooms?' },
          contact: { type: 'string', title: 'How should we contact you?', enum: ['phone', 'post'] },
          smart: { type: 'boolean', title: 'Do you have a smart meter?' },
          company: { type: 'string', title: 'Company' },
        },
      },
      uiSchema: {
        contact: { 'ui:widget': 'radio', 'ui:enumNames': ['By phone', 'By post'] },
        company: { 'ui:widget': 'hidden' },
      },
    });
    expect(
      read(summaryRows(engine, { rooms: 3.5, contact: 'post', smart: true, company: 'Price-cap' })),
    ).toEqual([
      ['How many rooms?', '3.5'],
      ['How should we contact you?', 'By post'],
      ['Do you have a smart meter?', 'Yes'],
    ]);
  });

  it('checkboxes: the chosen choices by their words, one a line; none ticked is not provided', () => {
    const engine = engineOf({
      schema: {
        type: 'object',
        properties: {
          parts: {
            type: 'array',
            title: 'What is your question about?',
            uniqueItems: true,
            items: {
              type: 'string',
              oneOf: [
                { const: 'Boiler', title: 'Your boiler' },
                { const: 'Heating', title: 'Central heating' },
                { const: 'Plumbing', title: 'Plumbing and drains' },
              ],
            },
          },
        },
      },
      uiSchema: { parts: { 'ui:widget': 'checkboxes' } },
    });
    expect(read(summaryRows(engine, { parts: ['Boiler', 'Plumbing'] }))).toEqual([
      ['What is your question about?', 'Your boiler', 'Plumbing and drains'],
    ]);
    expect(read(summaryRows(engine, { parts: [] }))).toEqual([
      ['What is your question about?', 'Not provided'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeStudioForm } from './describe-studio-form.ts';
import { realFiles } from './testing/real-studio-files.ts';

describe('describeStudioForm', () => {
  it('lists the questions in the order the customer sees them, with their settings', () => {
    const form = describeStudioForm(realFiles, 'meter-read');
    expect(form?.title).toBe('Submit a meter reading');
    expect(form?.submitText).toBe('Continue');
    expect(form?.submittingText).toBe('Continue');
    expect(form?.questions.map((question) => question.name)).toEqual([
      'title',
      'first_name',
      'last_name',
      'telephone',
      'email',
      'fuel',
      'gas_account_number',
      'elec_account_number',
      'is_economy_7_radio',
      'gas_reading',
      'elec_reading',
      'elec7_reading_normal',
      'elec7_reading_low',
      'date',
    ]);
    const gasReading = form?.questions.find((question) => question.name === 'gas_reading');
    expect(gasReading).toMatchObject({
      label: 'Gas meter reading',
      required: true,
      kind: 'text',
      conditional: true,
      rules: [{ rule: 'meterReading' }],
      messages: {
        required: 'Enter your gas meter reading',
        meterReading: 'Gas meter reading must be up to 6 numbers, like 012345',
      },
      // Placed by its x-lead alone (decision 059), so the editor may send it elsewhere.
      destination: { kind: 'additional-information', name: 'GasReading' },
    });
    expect(gasReading?.placedByCode).toBeUndefined();
    const fuel = form?.questions.find((question) => question.name === 'fuel');
    expect(fuel?.placedByCode).toMatch(/meter reading form/);
    expect(fuel).toMatchObject({ placedAt: '/additional-information/Fuel' });
    expect(form?.questions.find((question) => question.name === 'fuel')).toMatchObject({
      kind: 'radios',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only' },
        { value: 'Electricity', label: 'Electricity only' },
      ],
    });
    expect(form?.questions.find((question) => question.name === 'date')).toMatchObject({
      kind: 'date',
      rules: [{ rule: 'dateWithinPastMonths', value: 1 }],
    });
    expect(form?.questions.find((question) => question.name === 'email')).toMatchObject({
      kind: 'email',
      required: false,
      autocomplete: 'email',
    });
    expect(form?.leadPlaces).toEqual(['/additional-information']);
  });

  it('gives the kinds of answer and where answers go across the forms', () => {
    const details = describeStudioForm(realFiles, 'feedback-details');
    expect(details?.questions.map((question) => question.kind)).toEqual([
      'text',
      'text',
      'email',
      'phone',
      'address',
    ]);
    expect(describeStudioForm(realFiles, 'feedback-credit')?.questions[0]?.kind).toBe('textarea');
    const type = describeStudioForm(realFiles, 'complaint-type')?.questions[0];
    expect(type?.destination).toEqual({
      kind: 'not-sent',
      reason:
        "A routing choice: it decides which page comes next, and the route says it in the lead's query type.",
    });
    expect(type?.placedByCode).toBeUndefined();
    expect(type?.choices[0]).toEqual({
      value: 'energy',
      label: 'Energy',
      hint: 'Your gas or electricity supply, bills or meters',
    });
    expect(describeStudioForm(realFiles, 'complaint-type')?.leadPlaces).toEqual([]);
    expect(describeStudioForm(realFiles, 'no-such-form')).toBeUndefined();
  });
});

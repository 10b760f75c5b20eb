import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentStep } from '../../schema-forms/composed-step.ts';
import type { MeterReadData } from '../../schema-forms/form-data.ts';
import type { FormEngine } from '../../schema-forms/form-engine.ts';
import { formEngineFor } from '../../schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../stub-api/lead-validator.ts';
import { meterReadLead } from './meter-read-submission.ts';

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));

const person = {
  title: 'Mrs',
  first_name: 'Priya',
  last_name: 'Shah',
  telephone: '07911 123456',
  email: 'priya@example.com',
  date: '2025-06-10',
};

// SPEC section 7: "meter-point numbers and marketing preferences are blanked and the query
// fields are dropped".
const blanked = {
  'gas-meter-point-number': '',
  'electricity-meter-point-number': '',
  'marketing-preferences': '',
};

let engine: FormEngine;

beforeAll(async () => {
  engine = await formEngineFor('meter-read');
});

/** The lead a reading sends: the mapper's part and the answers the form places by x-lead. */
const leadOf = (reading: MeterReadData) => meterReadLead(sentStep(engine, { ...reading }));

describe('a meter-read lead: the mapper computes, the form places', () => {
  it("gas and electricity: Fuel Dual is relabelled 'Gas and Electricity', Company Price-cap, leading zeros kept", () => {
    const reading: MeterReadData = {
      ...person,
      fuel: 'Dual',
      gas_account_number: '850012345678',
      elec_account_number: 'A1234567',
      is_economy_7_radio: 'No',
      gas_reading: '000123',
      elec_reading: '45678',
    };
    expect(leadOf(reading)).toEqual({
      data: {
        type: 'leads',
        attributes: {
          topic: 'PriceCapMeterRead',
          title: 'Mrs',
          'first-name': 'Priya',
          surname: 'Shah',
          email: 'priya@example.com',
          'additional-information': {
            Telephone: '07911123456',
            Fuel: 'Gas and Electricity',
            Company: 'Price-cap',
            ReadingDate: '2025-06-10',
            GasAccountNumber: '850012345678',
            GasReading: '000123',
            ElecAccountNumber: 'A1234567',
            IsEconomy7: 'No',
            ElecReading: '45678',
          },
          ...blanked,
        },
      },
    });
    expect(validateLead(leadOf(reading))).toEqual({ valid: true });
  });

  it('electricity with Economy 7: normal and low readings instead of the single reading; no email is null', () => {
    const lead = leadOf({
      ...person,
      title: undefined,
      email: undefined,
      fuel: 'Electricity',
      is_economy_7_radio: 'Yes',
      elec7_reading_normal: '012345',
      elec7_reading_low: '98765',
      // A value left over from before Economy 7 was chosen is not sent.
      elec_reading: '11111',
    });
    expect(lead.data.attributes).toEqual({
      topic: 'PriceCapMeterRead',
      title: 'NA',
      'first-name': 'Priya',
      surname: 'Shah',
      email: null,
      'additional-information': {
        Telephone: '07911123456',
        Fuel: 'Electricity',
        Company: 'Price-cap',
        ReadingDate: '2025-06-10',
        IsEconomy7: 'Yes',
        Elec7ReadingNormal: '012345',
        Eec7ReadingLow: '98765',
      },
      ...blanked,
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });

  it('gas only: no electricity answers at all', () => {
    const lead = leadOf({ ...person, fuel: 'Gas', gas_reading: '7' });
    expect(lead.data.attributes['additional-information']).toEqual({
      Telephone: '07911123456',
      Fuel: 'Gas',
      Company: 'Price-cap',
      ReadingDate: '2025-06-10',
      GasReading: '7',
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { leadPlacementsOf } from '../../scripts/form-compiler/lead-placements.ts';
import {
  mapComplaintToLead,
  type HelpAndSupportLead,
} from '../../src/features/complaints/map-complaint-to-lead.ts';
import { personalDetailsFor } from '../../src/features/complaints/personal-details.ts';
import {
  mapFeedbackToLead,
  type FeedbackLead,
} from '../../src/features/feedback/map-feedback-to-lead.ts';
import {
  mapMeterReadToLead,
  type PriceCapMeterReadLead,
} from '../../src/features/meter-read/map-meter-read-to-lead.ts';
import { declaredAnswers, withDeclaredAnswers } from '../../src/lib/leads/declared-answers.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';

// A field a content editor adds to a form, with only its x-lead destination, reaches the lead
// through the generic step, and the lead schema (the contract with the back office) takes it
// under its naming rule for new answers and turns away any other place.

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));

/** A form's real schema, as written. */
const formSchema = (formId: string) =>
  JSON.parse(readFileSync(path.join('schemas/forms', formId, `${formId}.schema.json`), 'utf8')) as {
    properties: Record<string, unknown>;
  };

/** The form's real schema with one new field, as an editor would add it. */
function withNewField(formId: string, name: string, lead: unknown): RJSFSchema {
  const schema = formSchema(formId);
  schema.properties[name] = { type: 'string', title: 'New question', 'x-lead': lead };
  return schema as RJSFSchema;
}

const address = { id: 'ADDR-1' };
const meterRead = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  telephone: '07911 123456',
  fuel: 'Gas' as const,
  gas_reading: '01234',
  date: '2026-11-20',
};
const details = {
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'ada@example.com',
  telephoneNumber: '07911 123456',
  address,
};

/** The placements of a form as it is written. */
const placementsOf = (formId: string) => leadPlacementsOf(formSchema(formId) as RJSFSchema);

/** What a form with the new field places for these answers. */
const placedWithNewField = (formId: string, answers: object, lead: unknown) =>
  declaredAnswers(answers, leadPlacementsOf(withNewField(formId, 'extra', lead)));

/** Each lead a form of the site builds, with the answers of its new field placed. */
const leads = {
  'meter-read': (answer: Record<string, string>, lead: unknown) =>
    withDeclaredAnswers<PriceCapMeterReadLead>(
      mapMeterReadToLead(meterRead),
      placedWithNewField('meter-read', { ...meterRead, ...answer }, lead),
    ),
  'complaint-query': (answer: Record<string, string>, lead: unknown) =>
    withDeclaredAnswers<HelpAndSupportLead>(
      mapComplaintToLead({
        personalDetails: personalDetailsFor('gas-and-electricity', details),
        signedIn: false,
      }),
      [
        ...declaredAnswers(
          { ...details, vulnerabilityConsent: false },
          placementsOf('complaint-details'),
        ),
        ...placedWithNewField(
          'complaint-query',
          { subject: 'Bill accuracy', query: 'Wrong bill', ...answer },
          lead,
        ),
      ],
    ),
  'feedback-details': (answer: Record<string, string>, lead: unknown) =>
    withDeclaredAnswers<FeedbackLead>(mapFeedbackToLead({ details, signedIn: false }), [
      ...declaredAnswers({ feedback: 'Keep it' }, placementsOf('feedback-credit')),
      ...placedWithNewField('feedback-details', { ...details, ...answer }, lead),
    ]),
};

describe('a new field reaches its lead without code', () => {
  it.each(Object.keys(leads) as (keyof typeof leads)[])(
    '%s: the answer arrives where x-lead says, transformed, and the lead is valid',
    (formId) => {
      const lead = leads[formId](
        { extra: '  Mornings  ' },
        { to: '/additional-information/PreferredTime', transform: ['trim'] },
      );
      expect(lead.data.attributes['additional-information']).toMatchObject({
        PreferredTime: 'Mornings',
      });
      expect(validateLead(lead)).toEqual({ valid: true });
    },
  );

  it.each(Object.keys(leads) as (keyof typeof leads)[])(
    '%s: a place outside the naming rule is turned away by the lead schema',
    (formId) => {
      const lead = leads[formId]({ extra: 'Mornings' }, '/preferredTime');
      expect(lead.data.attributes).toHaveProperty('preferredTime', 'Mornings');
      expect(validateLead(lead)).not.toEqual({ valid: true });
    },
  );

  it('a field the typed mapper places is not placed a second time', () => {
    const placements = leadPlacementsOf(withNewField('meter-read', 'extra', '/x'));
    expect(placements).toContainEqual({ field: 'extra', to: '/x' });
    // The fuel is relabelled by the mapper (placedBy: mapper), so the generic step leaves it.
    expect(placements.map((placement) => placement.field)).not.toContain('fuel');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadJourneys } from '../../src/routes/-lead-journeys.ts';
import { exampleLeadsOf, type ExampleForm } from '../../src/schema-forms/examples/example-leads.ts';
import type { FormExamplesFile } from '../../src/schema-forms/examples/form-examples.ts';
import { formIds, type FormId } from '../../src/schema-forms/form-registry.ts';
import { formEngineFor } from '../../src/schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';

// Every valid named example of every form that feeds a lead, sent as the browser sends it (the
// compiled form, the journey's typed mapper, then the generic step for x-lead destinations),
// makes a lead its lead schema accepts: on every journey that asks the form, guest or signed in,
// with every valid example of the other step. `npm run schemas:check` runs the same leads.

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));
const forms = new Map<FormId, ExampleForm>();
const leadForms = formIds.filter((formId) =>
  leadJourneys.some((journey) => journey.steps.some((step) => step.formId === formId)),
);

beforeAll(async () => {
  for (const formId of leadForms) {
    const { examples } = JSON.parse(
      readFileSync(path.join('schemas/forms', formId, `${formId}.examples.json`), 'utf8'),
    ) as FormExamplesFile;
    forms.set(formId, { examples, engine: await formEngineFor(formId) });
  }
});

describe('every example state makes a lead its lead schema accepts', () => {
  it('every form the lead journeys ask is one of the site', () => {
    expect(leadForms).toEqual([
      'complaint-details',
      'complaint-query',
      'feedback-credit',
      'feedback-details',
      'meter-read',
    ]);
  });

  it.each(leadForms)('%s', (formId) => {
    const leads = exampleLeadsOf(formId, leadJourneys, (id) => forms.get(id), {
      coverage: 'every',
    });
    const validExamples = forms.get(formId)?.examples.filter((example) => example.valid) ?? [];
    expect(leads.size).toBe(validExamples.length);
    for (const sent of [...leads.values()].flat()) {
      const names = sent.examples.map((example) => example.name);
      expect([sent.journey.id, sent.signedIn, names, validateLead(sent.lead)]).toEqual([
        sent.journey.id,
        sent.signedIn,
        names,
        { valid: true },
      ]);
    }
  });

  it('complaints are sent on every route, guest and signed in, with every other step', () => {
    const leads = [
      ...exampleLeadsOf('complaint-details', leadJourneys, (id) => forms.get(id), {
        coverage: 'every',
      }).values(),
    ].flat();
    const queries = forms.get('complaint-query')?.examples.filter((example) => example.valid);
    // 2 details examples x 4 routes x the query examples x guest and signed in.
    expect(leads).toHaveLength(2 * 4 * (queries?.length ?? 0) * 2);
    expect(new Set(leads.map((sent) => sent.journey.id))).toEqual(
      new Set([
        'complaints/gas-and-electricity',
        'complaints/enquiry-gas-and-electricity',
        'complaints/pay-as-you-go',
        'complaints/enquiry-pay-as-you-go',
      ]),
    );
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintRouteFacts } from '../../src/features/complaints/complaint-journey.ts';
import type { ComplaintRoute } from '../../src/site/journey-routes.ts';
import { mapComplaintToLead } from '../../src/features/complaints/map-complaint-to-lead.ts';
import { personalDetailsFor } from '../../src/features/complaints/personal-details.ts';
import { mapFeedbackToLead } from '../../src/features/feedback/map-feedback-to-lead.ts';
import { mapMeterReadToLead } from '../../src/features/meter-read/map-meter-read-to-lead.ts';
import {
  resolveExampleData,
  type FormExamplesFile,
} from '../../src/schema-forms/examples/form-examples.ts';
import type { FormEngine } from '../../src/schema-forms/form-engine.ts';
import type {
  ComplaintDetailsData,
  ComplaintQueryData,
  FeedbackDetailsData,
  MeterReadData,
} from '../../src/schema-forms/form-data.ts';
import type { FormId } from '../../src/schema-forms/form-registry.ts';
import { formEngineFor } from '../../src/schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';

// Golden lead documents (tests/contract/golden-leads/): every lead variant of SPEC sections 3
// and 7, built from the forms' own named examples as the browser sends them. A change to a lead
// fails here byte for byte; when it is meant, `npx vitest run tests/contract -u` rewrites the
// files and the diff shows the change for review. Dates are worked out for a fixed day.

const exampleDay = new Date(2026, 10, 25);
const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));
const engines = new Map<FormId, FormEngine>();

/** A valid named example of a form, as the form sends it. */
function example<T>(formId: FormId, name: string, hidden: readonly string[] = []): T {
  const file = JSON.parse(
    readFileSync(path.join('schemas/forms', formId, `${formId}.examples.json`), 'utf8'),
  ) as FormExamplesFile;
  const found = file.examples.find((candidate) => candidate.name === name);
  if (!found?.valid) throw new Error(`${formId} has no valid example named "${name}"`);
  const engine = engines.get(formId);
  if (!engine) throw new Error(`No engine for ${formId}`);
  return engine.answersToSend(resolveExampleData(found.data, exampleDay), hidden) as T;
}

function complaintLead(
  route: ComplaintRoute,
  details: string,
  query: string,
  signedIn: boolean,
): object {
  const hidden = complaintRouteFacts[route].asksForSubject ? [] : ['subject'];
  return mapComplaintToLead({
    personalDetails: personalDetailsFor(
      route,
      example<ComplaintDetailsData>('complaint-details', details),
    ),
    query: example<ComplaintQueryData>('complaint-query', query, hidden),
    signedIn,
  });
}

function feedbackLead(details: string, signedIn: boolean): object {
  return mapFeedbackToLead({
    feedback: example<{ feedback: string }>('feedback-credit', 'A reason').feedback,
    details: example<FeedbackDetailsData>('feedback-details', details),
    signedIn,
  });
}

const meterReadLead = (name: string) =>
  mapMeterReadToLead(example<MeterReadData>('meter-read', name));

const goldenLeads: Record<string, () => object> = {
  'complaint-gas-and-electricity': () =>
    complaintLead(
      'gas-and-electricity',
      'Guest with a looked-up address',
      'Subject and message',
      false,
    ),
  'enquiry-gas-and-electricity': () =>
    complaintLead(
      'enquiry-gas-and-electricity',
      'Irish number, textphone and a manual address',
      'Subject and message',
      true,
    ),
  'complaint-pay-as-you-go': () =>
    complaintLead('pay-as-you-go', 'Guest with a looked-up address', 'Subject and message', false),
  'enquiry-pay-as-you-go': () =>
    complaintLead(
      'enquiry-pay-as-you-go',
      'Irish number, textphone and a manual address',
      'Subject and message',
      true,
    ),
  'feedback-guest': () => feedbackLead('Irish landline and a looked-up address', false),
  'feedback-signed-in': () => feedbackLead('UK mobile and a manual address', true),
  'meter-read-dual': () => meterReadLead('Gas and electricity, no Economy 7'),
  'meter-read-gas': () => meterReadLead('Gas only, no account number or email'),
  'meter-read-electricity-economy-7': () =>
    meterReadLead('Electricity with Economy 7, read a month ago'),
  'meter-read-electricity': () => meterReadLead('Electricity only, no Economy 7'),
};

beforeAll(async () => {
  for (const formId of [
    'complaint-details',
    'complaint-query',
    'feedback-credit',
    'feedback-details',
    'meter-read',
  ] as const) {
    engines.set(formId, await formEngineFor(formId));
  }
});

describe('golden lead documents', () => {
  it.each(Object.keys(goldenLeads))('%s is unchanged and valid', async (name) => {
    const lead = goldenLeads[name]?.();
    expect(validateLead(lead)).toEqual({ valid: true });
    await expect(`${JSON.stringify(lead, null, 2)}\n`).toMatchFileSnapshot(
      `golden-leads/${name}.json`,
    );
  });
});

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintRouteFacts } from '../../src/features/complaints/complaint-journey.ts';
import type { ComplaintRoute } from '../../src/site/journey-routes.ts';
import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { complaintLead as composedComplaintLead } from '../../src/features/complaints/complaint-submission.ts';
import { feedbackLead as composedFeedbackLead } from '../../src/features/feedback/feedback-submission.ts';
import { meterReadLead as composedMeterReadLead } from '../../src/features/meter-read/meter-read-submission.ts';
import { sentStep, type SentStep } from '../../src/schema-forms/composed-step.ts';
import {
  resolveExampleData,
  type FormExamplesFile,
} from '../../src/schema-forms/examples/form-examples.ts';
import type { FormEngine } from '../../src/schema-forms/form-engine.ts';
import type {
  ComplaintDetailsData,
  ComplaintQueryData,
  FeedbackCreditData,
  FeedbackDetailsData,
  MeterReadData,
} from '../../src/schema-forms/form-data.ts';
import type { FormId } from '../../src/schema-forms/form-registry.ts';
import { formEngineFor } from '../../src/schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';

// Golden lead documents (tests/contract/golden-leads/): every lead variant of SPEC sections 3
// and 7, built from the forms' own named examples as the browser sends them and composed as the
// journeys compose them (the mapper's part, then the answers the forms place by x-lead). A change to a lead
// fails here byte for byte; when it is meant, `npx vitest run tests/contract -u` rewrites the
// files and the diff shows the change for review. Dates are worked out for a fixed day.

const exampleDay = new Date(2026, 10, 25);

// A lead's attributes are placed partly by its mapper and partly by its forms' x-lead, so the
// order they arrive in says nothing (a JSON object is unordered, RFC 8259 section 4): each lead
// is written in its golden document's own order, a key the document lacks after the others.

/** `value` with each object's keys in the order `reference` has them, others after. */
function inOrderOf(value: unknown, reference: unknown): unknown {
  if (!isJsonObject(value)) return value;
  const known = isJsonObject(reference) ? reference : {};
  const keys = [
    ...Object.keys(known).filter((key) => key in value),
    ...Object.keys(value).filter((key) => !(key in known)),
  ];
  return Object.fromEntries(keys.map((key) => [key, inOrderOf(value[key], known[key])]));
}

/** The golden document of `name` as it is stored, if it is. */
function storedGolden(name: string): unknown {
  const file = path.join('tests/contract/golden-leads', `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
}

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));
const engines = new Map<FormId, FormEngine>();

/** A valid named example of a form, as the form sends it, with the answers it places. */
function example<T>(formId: FormId, name: string, hidden: readonly string[] = []): SentStep<T> {
  const file = JSON.parse(
    readFileSync(path.join('schemas/forms', formId, `${formId}.examples.json`), 'utf8'),
  ) as FormExamplesFile;
  const found = file.examples.find((candidate) => candidate.name === name);
  if (!found?.valid) throw new Error(`${formId} has no valid example named "${name}"`);
  const engine = engines.get(formId);
  if (!engine) throw new Error(`No engine for ${formId}`);
  return sentStep<T>(engine, resolveExampleData(found.data, exampleDay), hidden);
}

function complaintLead(
  route: ComplaintRoute,
  details: string,
  query: string,
  signedIn: boolean,
): object {
  const hidden = complaintRouteFacts[route].asksForSubject ? [] : ['subject'];
  return composedComplaintLead(
    route,
    example<ComplaintDetailsData>('complaint-details', details),
    example<ComplaintQueryData>('complaint-query', query, hidden),
    signedIn,
  );
}

const feedbackLead = (details: string, signedIn: boolean): object =>
  composedFeedbackLead(
    example<FeedbackCreditData>('feedback-credit', 'A reason'),
    example<FeedbackDetailsData>('feedback-details', details),
    signedIn,
  );

const meterReadLead = (name: string) =>
  composedMeterReadLead(example<MeterReadData>('meter-read', name));

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
    await expect(
      `${JSON.stringify(inOrderOf(lead, storedGolden(name)), null, 2)}\n`,
    ).toMatchFileSnapshot(`golden-leads/${name}.json`);
  });
});

import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaintRouteFacts } from '../../src/features/complaints/complaint-journey.ts';
import { complaintRoutes } from '../../src/site/journey-routes.ts';
import { complaintLead } from '../../src/features/complaints/complaint-submission.ts';
import { feedbackLead } from '../../src/features/feedback/feedback-submission.ts';
import { meterReadLead } from '../../src/features/meter-read/meter-read-submission.ts';
import { sentStep, type SentStep } from '../../src/schema-forms/composed-step.ts';
import type { FormEngine } from '../../src/schema-forms/form-engine.ts';
import type {
  ComplaintDetailsData,
  ComplaintQueryData,
  FeedbackDetailsData,
  MeterReadData,
} from '../../src/schema-forms/form-data.ts';
import type { FormId } from '../../src/schema-forms/form-registry.ts';
import {
  complaintDetailsArbitrary,
  complaintQueryArbitrary,
  feedbackDetailsArbitrary,
  meterReadArbitrary,
  queryTextArbitrary,
} from '../../src/schema-forms/testing/form-data-arbitraries.ts';
import { formEngineFor } from '../../src/schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';

// What a form accepts, its lead must accept: answers generated as customers type them (spaces
// around them, punctuation in phone numbers, either case in customer numbers, typographic
// apostrophes, the longest allowed text) are checked by the form exactly as the browser checks
// them, sent as the form sends them, composed as the journeys compose them (the mapper's part and
// the answers the forms place by x-lead), and validated against schemas/leads/.

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));
const engines = new Map<FormId, FormEngine>();
const engine = (formId: FormId) => {
  const found = engines.get(formId);
  if (!found) throw new Error(`No engine for ${formId}`);
  return found;
};

/** The step as the form sends it, after checking that the form accepts its answers. */
function sent<T>(formId: FormId, typed: object, hidden: readonly string[] = []): SentStep<T> {
  const answers = typed as Record<string, unknown>;
  expect(engine(formId).validate(answers, hidden)).toEqual([]);
  return sentStep<T>(engine(formId), answers, hidden);
}

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

describe('every answer a form accepts reaches its lead', () => {
  it('complaints and enquiries, on every route, guest or signed in', () => {
    const submissions = fc.constantFrom(...complaintRoutes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        details: complaintDetailsArbitrary,
        query: complaintQueryArbitrary(complaintRouteFacts[route].asksForSubject),
        signedIn: fc.boolean(),
      }),
    );
    fc.assert(
      fc.property(submissions, ({ route, details, query, signedIn }) => {
        const hidden = complaintRouteFacts[route].asksForSubject ? [] : ['subject'];
        const lead = complaintLead(
          route,
          sent<ComplaintDetailsData>('complaint-details', details),
          sent<ComplaintQueryData>('complaint-query', query, hidden),
          signedIn,
        );
        expect(validateLead(lead)).toEqual({ valid: true });
      }),
      { numRuns: 200 },
    );
  });

  it('feedback', () => {
    fc.assert(
      fc.property(
        queryTextArbitrary,
        feedbackDetailsArbitrary,
        fc.boolean(),
        (feedback, details, signedIn) => {
          const lead = feedbackLead(
            sent<{ feedback: string }>('feedback-credit', { feedback }),
            sent<FeedbackDetailsData>('feedback-details', details),
            signedIn,
          );
          expect(validateLead(lead)).toEqual({ valid: true });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('price-cap meter reads, every fuel, Economy 7 or not', () => {
    fc.assert(
      fc.property(meterReadArbitrary, (reading) => {
        const lead = meterReadLead(sent<MeterReadData>('meter-read', reading));
        expect(validateLead(lead)).toEqual({ valid: true });
      }),
      { numRuns: 300 },
    );
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  complaintRouteFacts,
  complaintRoutes,
} from '../../src/features/complaints/complaint-journey.ts';
import { mapComplaintToLead } from '../../src/features/complaints/map-complaint-to-lead.ts';
import { personalDetailsFor } from '../../src/features/complaints/personal-details.ts';
import { mapFeedbackToLead } from '../../src/features/feedback/map-feedback-to-lead.ts';
import { mapMeterReadToLead } from '../../src/features/meter-read/map-meter-read-to-lead.ts';
import { declaredAnswers, withDeclaredAnswers } from '../../src/lib/leads/declared-answers.ts';
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
import { importCompiledForm, type FormId } from '../../src/schema-forms/form-registry.ts';
import { formEngineFor } from '../../src/schema-forms/testing/form-engine-for.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';

// Every valid named example of every form that feeds a lead, sent as the browser sends it (the
// typed mapper, then the generic step for x-lead destinations), makes a lead its lead schema
// accepts: on every route, guest or signed in, with every example of the other step.

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));
const leadForms = [
  'complaint-details',
  'complaint-query',
  'feedback-credit',
  'feedback-details',
  'meter-read',
] as const;
const engines = new Map<FormId, FormEngine>();

/** Each valid example of a form, named, as the form sends it, with its lead answers. */
async function sentExamples<T>(formId: FormId, hidden: readonly string[] = []) {
  const file = JSON.parse(
    readFileSync(path.join('schemas/forms', formId, `${formId}.examples.json`), 'utf8'),
  ) as FormExamplesFile;
  const engine = engines.get(formId);
  if (!engine) throw new Error(`No engine for ${formId}`);
  const { leadPlacements } = await importCompiledForm(formId);
  return file.examples
    .filter((example) => example.valid)
    .map((example) => {
      const answers = engine.answersToSend(resolveExampleData(example.data), hidden);
      return {
        name: example.name,
        data: answers as T,
        leadAnswers: declaredAnswers(answers, leadPlacements),
      };
    });
}

beforeAll(async () => {
  for (const formId of leadForms) engines.set(formId, await formEngineFor(formId));
});

describe('every example state makes a lead its lead schema accepts', () => {
  it('meter read', async () => {
    const examples = await sentExamples<MeterReadData>('meter-read');
    expect(examples.length).toBeGreaterThan(3);
    for (const example of examples) {
      const lead = withDeclaredAnswers(mapMeterReadToLead(example.data), example.leadAnswers);
      expect([example.name, validateLead(lead)]).toEqual([example.name, { valid: true }]);
    }
  });

  it.each(complaintRoutes)('complaints and enquiries on %s', async (route) => {
    const hidden = complaintRouteFacts[route].asksForSubject ? [] : ['subject'];
    const details = await sentExamples<ComplaintDetailsData>('complaint-details');
    const queries = await sentExamples<ComplaintQueryData>('complaint-query', hidden);
    expect(details.length * queries.length).toBeGreaterThan(0);
    for (const detail of details) {
      for (const query of queries) {
        for (const signedIn of [false, true]) {
          const lead = withDeclaredAnswers(
            mapComplaintToLead({
              personalDetails: personalDetailsFor(route, detail.data, detail.leadAnswers),
              query: query.data,
              signedIn,
            }),
            [...detail.leadAnswers, ...query.leadAnswers],
          );
          expect([detail.name, query.name, validateLead(lead)]).toEqual([
            detail.name,
            query.name,
            { valid: true },
          ]);
        }
      }
    }
  });

  it('feedback', async () => {
    const credits = await sentExamples<FeedbackCreditData>('feedback-credit');
    const details = await sentExamples<FeedbackDetailsData>('feedback-details');
    expect(credits.length * details.length).toBeGreaterThan(0);
    for (const credit of credits) {
      for (const detail of details) {
        for (const signedIn of [false, true]) {
          const lead = withDeclaredAnswers(
            mapFeedbackToLead({ feedback: credit.data.feedback, details: detail.data, signedIn }),
            [...credit.leadAnswers, ...detail.leadAnswers],
          );
          expect([credit.name, detail.name, validateLead(lead)]).toEqual([
            credit.name,
            detail.name,
            { valid: true },
          ]);
        }
      }
    }
  });
});

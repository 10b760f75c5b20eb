import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFormSource } from '../../scripts/form-compiler/form-sources.ts';
import { leadPlacementsOf } from '../../scripts/form-compiler/lead-placements.ts';
import { declaredAnswers } from '../../src/lib/leads/declared-answers.ts';
import { declaredLead } from '../../src/features/declared-journeys/declared-submission.ts';
import type { SentStep } from '../../src/schema-forms/composed-step.ts';
import { createLeadValidator } from '../../src/stub-api/lead-validator.ts';
import boilerCoverQuestionLead from '../fixtures/journeys/boiler-cover-question/boiler-cover-question.lead.ts';
import contactExamples from '../fixtures/journeys/boiler-cover-question/forms/boiler-cover-contact/boiler-cover-contact.examples.json';

// A checkboxes answer reaches the lead as the lead contract allows: no place in a lead takes a
// list, so the test journey's question sends the choices ticked as one text ("list-as-text") to
// a new answer of its own, which the help-and-support lead's schema accepts.

const validateLead = createLeadValidator(path.join(process.cwd(), 'schemas/leads'));
const fixtureForms = path.join(
  process.cwd(),
  'tests/fixtures/journeys/boiler-cover-question/forms',
);
const question = readFormSource(
  process.cwd(),
  'boiler-cover-question',
  path.join(fixtureForms, 'boiler-cover-question'),
);
const contact = readFormSource(
  process.cwd(),
  'boiler-cover-contact',
  path.join(fixtureForms, 'boiler-cover-contact'),
);

/** A step as its form sends it, with the answers it places in the lead by x-lead. */
const sent = (form: typeof question, answers: Record<string, unknown>): SentStep => ({
  answers,
  leadAnswers: declaredAnswers(answers, leadPlacementsOf(form.schema)),
});

const contactAnswers = (contactExamples.examples[0]?.data ?? {}) as Record<string, unknown>;

function leadFor(coverParts: readonly string[]) {
  const steps = [
    sent(question, { question: 'Is my boiler covered?', coverParts }),
    sent(contact, contactAnswers),
  ];
  return declaredLead(boilerCoverQuestionLead, steps, false) as {
    data: { attributes: object };
  };
}

describe('a checkboxes answer in the lead', () => {
  it('is the values ticked, joined with commas, at its own new answer, and the lead is valid', () => {
    const lead = leadFor(['Boiler', 'Central heating']);
    expect(lead.data.attributes).toMatchObject({
      'additional-information': { QuestionAbout: 'Boiler, Central heating' },
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });

  it('is one value alone when one is ticked', () => {
    const lead = leadFor(['Home electrics']);
    expect(lead.data.attributes).toMatchObject({
      'additional-information': { QuestionAbout: 'Home electrics' },
    });
    expect(validateLead(lead)).toEqual({ valid: true });
  });
});

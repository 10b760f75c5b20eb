import { describe, expect, it } from 'vitest';
import { composeStep, problemsOf } from './composed-step.ts';
import { createFormEngine } from './form-engine.ts';
import { preloadStepEngine } from './step-engines.ts';

const query = { subject: 'Faulty meter', query: '  The meter display is blank.  ' };

describe('composeStep: one step as the summary shows it and the lead receives it (issue 37)', () => {
  it('rows and sent answers come from the same answers: a hidden question is in neither', async () => {
    const engine = await preloadStepEngine('complaint-query');
    const shown = composeStep(engine, query);
    expect(shown.sent.answers).toMatchObject({ subject: 'Faulty meter' });
    expect(shown.rows.map((row) => row.field)).toContain('subject');

    // SPEC section 3: the subject is asked only on the gas-and-electricity paths.
    const hidden = composeStep(engine, query, ['subject']);
    expect(hidden.sent.answers).not.toHaveProperty('subject');
    expect(hidden.rows.map((row) => row.field)).not.toContain('subject');
    // A message is shown as typed (a multi-line answer keeps its spaces).
    expect(hidden.rows.find((row) => row.field === 'query')?.lines).toEqual([query.query]);
  });

  it('places answers where the form declares them today, not where it did when they were given', async () => {
    const { compiled } = await preloadStepEngine('complaint-query');
    const before = createFormEngine({
      ...compiled,
      leadPlacements: [{ field: 'subject', to: '/additional-information/Subject' }],
    });
    const after = createFormEngine({
      ...compiled,
      leadPlacements: [{ field: 'subject', to: '/additional-information/Topic' }],
    });
    expect(composeStep(before, query).sent.leadAnswers).toEqual([
      { to: '/additional-information/Subject', value: 'Faulty meter' },
    ]);
    expect(composeStep(after, query).sent.leadAnswers).toEqual([
      { to: '/additional-information/Topic', value: 'Faulty meter' },
    ]);
    // A hidden question sends nothing to the lead either.
    expect(composeStep(after, query, ['subject']).sent.leadAnswers).toEqual([]);
  });

  it("checks the step's rules again: answers the form refuses now are named, in its words", async () => {
    const engine = await preloadStepEngine('complaint-query');
    const composed = composeStep(engine, { subject: 'Faulty meter' });
    expect(problemsOf([composed])).toEqual([
      expect.objectContaining({
        formId: 'complaint-query',
        error: expect.objectContaining({ pointer: '/query', rule: 'required' }),
      }),
    ]);
    expect(problemsOf([composeStep(engine, query)])).toEqual([]);
  });
});

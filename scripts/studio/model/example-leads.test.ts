import { describe, expect, it } from 'vitest';
import { exampleLeadsOf } from './example-leads.ts';
import { applied, realFiles } from './testing/real-studio-files.ts';

const attributesOf = (lead: object) =>
  (lead as { data: { attributes: Record<string, unknown> } }).data.attributes;

describe('exampleLeadsOf', () => {
  it('gives the lead each valid example sends, one per journey, as the preview shows', () => {
    const leads = exampleLeadsOf(realFiles, 'feedback-credit');
    expect(leads.map(({ index, example, journey }) => [index, example, journey])).toEqual([
      [0, 'A reason', 'feedback form'],
    ]);
    expect(attributesOf(leads[0]?.lead ?? {}).query).toBe(
      'Please give the credit to the Warm Home Discount scheme instead.',
    );
    expect(exampleLeadsOf(realFiles, 'search')).toEqual([]);
    expect(exampleLeadsOf(realFiles, 'not-a-form')).toEqual([]);
  });

  it("shows a new question's answer arriving in the lead, from the files in memory", () => {
    const files = applied({
      op: 'add-question',
      formId: 'feedback-details',
      name: 'bestTime',
      label: 'When is the best time to call you?',
      kind: 'text',
      required: true,
      destination: { kind: 'additional-information', name: 'BestTimeToCall' },
      exampleAnswers: { 0: 'Weekday mornings' },
    }).files;
    const leads = exampleLeadsOf(files, 'feedback-details');
    expect(
      leads.map((lead) => [lead.example, attributesOf(lead.lead)['additional-information']]),
    ).toEqual([
      [
        'Irish landline and a looked-up address',
        { accountPrefix: null, BestTimeToCall: 'Weekday mornings' },
      ],
      [
        'UK mobile and a manual address',
        { accountPrefix: null, BestTimeToCall: 'An example answer' },
      ],
    ]);
  });
});

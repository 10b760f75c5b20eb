import { describe, expect, it } from 'vitest';
import { leadEnvelope } from '../../lib/leads/lead-envelope.ts';
import type { JourneyLeadMapper } from '../../schema-forms/journey-lead-mapper.ts';
import { declaredLead } from './declared-submission.ts';

const mapper: JourneyLeadMapper = ([question], signedIn) =>
  leadEnvelope({
    query: (question?.answers as { question: string }).question,
    'additional-information': { accountPrefix: signedIn ? 'A' : null },
  });

describe('the lead of a journey declared as data', () => {
  it('is what its mapper computes from the steps in order, then each answer placed by x-lead', () => {
    const lead = declaredLead(
      mapper,
      [
        {
          answers: { question: 'Is a service included?', boilerMake: 'Worcester' },
          leadAnswers: [{ to: '/additional-information/BoilerMake', value: 'Worcester' }],
        },
        { answers: {}, leadAnswers: [{ to: '/additional-information/Floor', value: '2' }] },
      ],
      true,
    );
    expect(lead).toEqual({
      data: {
        type: 'leads',
        attributes: {
          query: 'Is a service included?',
          'additional-information': { accountPrefix: 'A', BoilerMake: 'Worcester', Floor: '2' },
        },
      },
    });
  });
});

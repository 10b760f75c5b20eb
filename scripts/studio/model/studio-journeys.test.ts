import { describe, expect, it } from 'vitest';
import { studioJourneys } from './studio-journeys.ts';
import { fixtureJourneyFiles } from './testing/fixture-journey-files.ts';
import { realFiles } from './testing/real-studio-files.ts';

describe('the journeys page’s journeys', () => {
  it('lists a declared journey’s steps in order, their forms, headings, addresses and confirmation', () => {
    const { declared } = studioJourneys({ ...realFiles, ...fixtureJourneyFiles() });
    expect(declared).toHaveLength(1);
    const [journey] = declared;
    expect(journey?.caption).toBe('Ask about your boiler cover');
    expect(journey?.leadVariant).toBe('help-and-support-lead');
    expect(journey?.confirmation?.heading).toBe("Thanks, we've got your question");
    expect(
      journey?.steps.map(({ title, formId, address, formTitle }) => [
        title,
        formId,
        address,
        formTitle,
      ]),
    ).toEqual([
      [
        'Ask about your boiler cover',
        'boiler-cover-question',
        '/help-and-support/boiler-cover-question',
        'Your question',
      ],
      [
        'How we can reach you',
        'boiler-cover-contact',
        '/help-and-support/boiler-cover-question/contact',
        'Your details',
      ],
    ]);
    // The journey's mapper reads both steps' answers: a developer removes them.
    expect(journey?.steps.map((step) => step.readByCode)).toEqual([
      'What would you like to ask?',
      'First name',
    ]);
  });

  it('lists the journeys with pages of their own by the forms they ask', () => {
    const { declared, ownPages } = studioJourneys(realFiles);
    expect(declared).toEqual([]);
    expect(ownPages.map((journey) => journey.id)).toEqual([
      'submit-meter-read',
      'complaints/{complaint}',
      'complaints/feedback',
    ]);
    expect(ownPages[2]?.steps.map((step) => step.formId)).toEqual([
      'feedback-credit',
      'feedback-details',
    ]);
  });
});

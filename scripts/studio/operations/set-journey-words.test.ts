import { describe, expect, it } from 'vitest';
import { describeJourneyChange } from '../model/describe-journey-change.ts';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { blockingFindings } from '../model/testing/blocking-findings.ts';
import { applied, parsed, refusal, realFiles } from '../model/testing/real-studio-files.ts';
import { refusalWords } from '../model/refusal-words.ts';
import type { JourneyWordsPlace } from '../model/studio-operations.ts';

const files = { ...realFiles, ...fixtureJourneyFiles() };
const declaration = `schemas/journeys/${fixtureJourneyId}.journey.json`;

const set = (place: JourneyWordsPlace, words: string, formId?: string) =>
  ({
    op: 'set-journey-words',
    journeyId: fixtureJourneyId,
    place,
    words,
    ...(formId ? { formId } : {}),
  }) as const;

describe("a journey's own words", () => {
  it("changes a step's heading on 'Check your answers', one line of the declaration, and says so", () => {
    const after = applied(set('summaryHeading', 'How we reach you', 'boiler-cover-contact'), files);
    expect(after.changed).toEqual([declaration]);
    const steps = parsed(after.files, declaration).steps;
    expect(steps[1]).toMatchObject({
      title: 'How we can reach you',
      summaryHeading: 'How we reach you',
    });
    expect(blockingFindings(after.files)).toEqual([]);
    expect(describeJourneyChange(files, after.files)).toEqual([
      "On 'Check your answers', the step 'How we can reach you' of the journey 'Ask about your boiler cover' is now headed 'How we reach you'",
    ]);
  });

  it("changes the confirmation's words, its next steps one paragraph a line, blank lines left out", () => {
    let current = files;
    for (const operation of [
      set('confirmationHeading', 'Your question is with us'),
      set('emailSent', 'We have emailed you a copy.'),
      set('nextSteps', 'We reply within 5 working days.\n\n  An engineer may call you.  \n'),
      set('caption', 'Boiler cover question'),
    ])
      current = applied(operation, current).files;
    const written = parsed(current, declaration);
    expect(written.confirmation).toEqual({
      heading: 'Your question is with us',
      emailSent: 'We have emailed you a copy.',
      nextSteps: ['We reply within 5 working days.', 'An engineer may call you.'],
    });
    expect(written.checkAnswers.caption).toBe('Boiler cover question');
    expect(blockingFindings(current)).toEqual([]);
    expect(describeJourneyChange(files, current)).toContain(
      "The journey 'Boiler cover question' now has the confirmation heading 'Your question is with us'",
    );
  });

  it('refuses words of only spaces, which the check names when written by hand, and a change of nothing', () => {
    expect(refusal(set('emailSent', '   '), files)).toBe(refusalWords.emptyJourneyWords);
    expect(refusal(set('nextSteps', '\n \n'), files)).toBe(refusalWords.emptyJourneyWords);
    expect(refusal(set('caption', 'Ask about your boiler cover'), files)).toBe(
      refusalWords.changesNothing,
    );
    const byHand = {
      ...files,
      [declaration]: (files[declaration] ?? '').replace(
        "We'll send you a confirmation email shortly.",
        '  ',
      ),
    };
    expect(blockingFindings(byHand)).not.toEqual([]);
  });

  it('refuses a step the journey does not have', () => {
    expect(refusal(set('summaryHeading', 'A', 'feedback-credit'), files)).toContain(
      'no step asking the form',
    );
  });
});

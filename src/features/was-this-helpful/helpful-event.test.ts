import { describe, expect, it } from 'vitest';
import { helpfulEvent, type HelpfulSubject } from './helpful-event.ts';

const article: HelpfulSubject = {
  about: 'article',
  name: 'how-to-read-your-meter',
  category: 'meters',
};

/** Personal details a customer might type, each with what the scrubber leaves. */
const personal = [
  ['an email', 'jo.bloggs@example.com', '[email]'],
  ['a phone number', '07700 900123', '[number]'],
  ['a customer number', '850000000001', '[customer-number]'],
  ['a postcode', 'SW1A 1AA', '[postcode]'],
] as const;

describe('the "Was this page helpful?" event (issue 32)', () => {
  it('Yes: exactly the subject, the answer and the search term, and nothing else', () => {
    expect(helpfulEvent(article, { answer: 'yes' }, 'read meter')).toEqual({
      event: 'wasThisHelpful',
      appName: 'help-and-support',
      about: 'article',
      name: 'how-to-read-your-meter',
      category: 'meters',
      answer: 'yes',
      reasons: [],
      comment: '',
      searchTerm: 'read meter',
    });
  });

  it('No: the reasons ticked and the words typed, for a journey without a search', () => {
    expect(
      helpfulEvent(
        { about: 'journey', name: 'complaints/enquiry-pay-as-you-go', category: 'enquiry' },
        {
          answer: 'no',
          reasons: ['hard-to-understand', 'did-not-work'],
          comment: '  The times were unclear. ',
        },
        '',
      ),
    ).toEqual({
      event: 'wasThisHelpful',
      appName: 'help-and-support',
      about: 'journey',
      name: 'complaints/enquiry-pay-as-you-go',
      category: 'enquiry',
      answer: 'no',
      reasons: ['hard-to-understand', 'did-not-work'],
      comment: 'The times were unclear.',
      searchTerm: '',
    });
  });

  it('keeps only the reasons the page offers: nothing else rides along as a reason', () => {
    const event = helpfulEvent(
      article,
      { answer: 'no', reasons: ['did-not-answer', 'jo.bloggs@example.com'], comment: '' },
      '',
    );
    expect(event.reasons).toEqual(['did-not-answer']);
  });

  it.each(personal)(
    'scrubs %s typed into the box and into the search term',
    (_what, typed, left) => {
      const event = helpfulEvent(
        article,
        { answer: 'no', reasons: [], comment: `Please call me on ${typed} today` },
        `meter ${typed}`,
      );
      expect(JSON.stringify(event)).not.toContain(typed);
      expect(event.comment).toBe(`Please call me on ${left} today`);
      expect(event.searchTerm).toBe(`meter ${left}`);
    },
  );

  it('scrubs every kind at once, and the search term after a Yes', () => {
    const all = personal.map(([, typed]) => typed).join(', ');
    const event = helpfulEvent(article, { answer: 'yes' }, all);
    for (const [, typed] of personal) expect(JSON.stringify(event)).not.toContain(typed);
    expect(event.searchTerm).toBe('[email], [number], [customer-number], [postcode]');
  });
});

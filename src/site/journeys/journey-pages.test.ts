import { describe, expect, it } from 'vitest';
import type { DeclaredJourney } from './journey-declaration.ts';
import { laterRoutesOf, pagesOfDeclared, routePattern } from './journey-pages.ts';
import { ownPageJourneys } from './site-journeys.ts';

const declared: DeclaredJourney = {
  id: 'boiler-cover-question',
  steps: [
    { path: '', formId: 'question', title: 'Ask', summaryHeading: 'Question' },
    { path: 'contact', formId: 'contact', title: 'Reach you', summaryHeading: 'Details' },
  ],
  checkAnswers: { caption: 'Ask' },
  confirmation: { heading: 'Thanks', emailSent: 'Sent', nextSteps: ['Wait'] },
  lead: { variant: 'help-and-support-lead', mapper: 'mapper.ts' },
  file: 'schemas/journeys/boiler-cover-question.journey.json',
  fixture: false,
};

describe('the pages of a journey', () => {
  it('a declared journey starts at its id, each later step below it, then its summary', () => {
    expect(pagesOfDeclared(declared)).toEqual({
      id: 'boiler-cover-question',
      entries: ['/boiler-cover-question'],
      steps: [
        { route: '/boiler-cover-question', formId: 'question' },
        { route: '/boiler-cover-question/contact', formId: 'contact' },
      ],
      checkAnswers: '/boiler-cover-question/check-answers',
    });
  });

  it('a route parameter matches any one segment, and nothing else is a pattern', () => {
    expect(
      routePattern('/complaints/$complaint/query').test('complaints/pay-as-you-go/query'),
    ).toBe(true);
    expect(routePattern('/complaints/$complaint/query').test('complaints/a/b/query')).toBe(false);
    expect(routePattern('/complaints/feedback/').test('complaints/feedback')).toBe(true);
    expect(routePattern('/a.b').test('axb')).toBe(false);
  });

  it('the later pages are the steps after the entries and each summary', () => {
    expect(laterRoutesOf(ownPageJourneys)).toEqual([
      '/submit-meter-read/check-answers',
      '/complaints/$complaint/query',
      '/complaints/$complaint/check-answers',
      '/complaints/feedback/personal-details',
      '/complaints/feedback/check-answers',
    ]);
    expect(laterRoutesOf([pagesOfDeclared(declared)])).toEqual([
      '/boiler-cover-question/contact',
      '/boiler-cover-question/check-answers',
    ]);
  });
});

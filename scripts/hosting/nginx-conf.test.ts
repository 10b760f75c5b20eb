import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteJourneyPages } from '../journeys/site-journey-pages.ts';
import { journeyStepsLocation, withJourneySteps } from './journey-steps-location.ts';

const conf = readFileSync('docs/hosting/nginx.conf', 'utf8');

describe('docs/hosting/nginx.conf and the journeys (decision 055)', () => {
  it('lists the journeys’ deeper pages as their declarations say (npm run hosting:nginx)', () => {
    expect(withJourneySteps(conf, siteJourneyPages())).toBe(conf);
  });

  it('serves each later step deeper than two segments the app’s shell, and no other path', () => {
    const pattern = new RegExp(
      /location ~ "([^"]+)"/.exec(journeyStepsLocation(siteJourneyPages()))?.[1] ?? '^$',
    );
    for (const path of [
      '/help-and-support/complaints/pay-as-you-go/query',
      '/help-and-support/complaints/gas-and-electricity/check-answers',
      '/help-and-support/complaints/feedback/personal-details',
      '/help-and-support/complaints/feedback/check-answers',
    ])
      expect(path).toMatch(pattern);
    expect('/help-and-support/complaints/feedback/other').not.toMatch(pattern);
    expect('/help-and-support/complaints/a/b/query').not.toMatch(pattern);
  });

  it('a journey with deeper pages joins the location', () => {
    const location = journeyStepsLocation([
      ...siteJourneyPages(),
      {
        id: 'moving-home',
        entries: ['/moving-home/start'],
        steps: [
          { route: '/moving-home/start', formId: 'a' },
          { route: '/moving-home/$move/dates', formId: 'b' },
        ],
        checkAnswers: '/moving-home/$move/check-answers',
      },
    ]);
    expect(location).toContain('|moving-home/[^/]+/dates|moving-home/[^/]+/check-answers)$"');
  });
});

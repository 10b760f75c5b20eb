import { beforeEach, describe, expect, it } from 'vitest';
import { createPageViewTracker } from './page-view.ts';

describe('page-view events (SPEC section 1: one per change of path)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('pushes one event per change of path, not for a repeat or a query-only change', () => {
    const track = createPageViewTracker('help-and-support');
    track('/help-and-support/');
    track('/help-and-support/');
    track('/help-and-support/meters');
    track('/help-and-support/meters?q=x');
    expect(window.dataLayer).toEqual([
      { event: 'pageView', appName: 'help-and-support', pagePath: '/help-and-support/' },
      { event: 'pageView', appName: 'help-and-support', pagePath: '/help-and-support/meters' },
    ]);
  });

  it('sends the scrubbed path', () => {
    const track = createPageViewTracker('help-and-support');
    track('/help-and-support/quoteId/998877');
    expect(window.dataLayer?.[0]).toMatchObject({ pagePath: '/help-and-support/quoteId/:id' });
  });

  it('counts the same page again when it is shown anew', () => {
    const track = createPageViewTracker('help-and-support');
    track('/help-and-support/meters');
    track('/help-and-support/meters', { again: true });
    expect(window.dataLayer).toHaveLength(2);
  });
});

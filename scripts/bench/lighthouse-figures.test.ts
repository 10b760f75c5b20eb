import { describe, expect, it } from 'vitest';
import { figuresOf, type AuditedResult } from './lighthouse-figures.ts';

/** One audit of a page as its LHR holds it: scores 0–1, times in ms. */
function audited(performance: number, tbtMs: number, lcpMs: number): AuditedResult {
  const metric = (numericValue: number) => ({ score: 1, title: '', numericValue });
  return {
    categories: {
      performance: { score: performance, auditRefs: [] },
      accessibility: { score: 0.95, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [] },
    },
    audits: {
      'total-blocking-time': metric(tbtMs),
      'largest-contentful-paint': metric(lcpMs),
      'cumulative-layout-shift': metric(0.0213),
      'color-contrast': { score: 0, title: 'Background and foreground colours lack contrast' },
    },
  };
}

describe("one Lighthouse run's figures", () => {
  // The meter read's first bench run (decision 031): its wall time, then its CPU time.
  const figures = figuresOf(audited(0.88, 456.2, 1549.6), audited(1, 65.8, 1421.4));

  it('are judged by the audit with tasks timed by CPU time', () => {
    expect(figures).toMatchObject({ performance: 100, tbtMs: 66, lcpMs: 1421 });
  });

  it("keep Lighthouse's own wall-time figures beside them", () => {
    expect(figures.wallTime).toEqual({ performance: 88, tbtMs: 456, lcpMs: 1550 });
  });

  it('keep the layout shift and the other categories, with the audits losing points', () => {
    expect(figures).toMatchObject({
      cls: 0.021,
      accessibility: 95,
      bestPractices: 100,
      seo: 100,
      failedAudits: ['Background and foreground colours lack contrast'],
    });
  });

  it('keep no figure that no budget reads: no CPU index, no task lengths of their own', () => {
    expect(Object.keys(figures).sort()).toEqual([
      'accessibility',
      'bestPractices',
      'cls',
      'failedAudits',
      'layoutShifts',
      'lcpElement',
      'lcpMs',
      'performance',
      'seo',
      'tbtMs',
      'wallTime',
    ]);
  });
});

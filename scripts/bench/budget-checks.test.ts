import { describe, expect, it } from 'vitest';
import { budgetChecks } from './budget-checks.ts';
import { exampleReport } from './bench-report-example.ts';
import { readBudgets } from './budgets.ts';

describe("a bench run's figures against bench-budgets.json", () => {
  const checks = budgetChecks(readBudgets(), exampleReport());
  const find = (budget: string, subject?: string) =>
    checks.find((item) => item.budget === budget && (!subject || item.subject === subject));
  const article = '/bills-and-payments/understanding-your-bill';
  const meterRead = '/submit-meter-read';

  it("holds a content page's script to 8 kB, saying by how much it is over", () => {
    expect(find('script before the first interaction (content page)')).toMatchObject({
      actual: 30,
      limit: 8,
      passed: false,
      missedBy: 22,
    });
  });

  it('holds a form step to 183.4 kB and to 0.75 times the reference form', () => {
    expect(find('initial JS (form step)')).toMatchObject({
      actual: 170,
      limit: 183.4,
      passed: true,
    });
    expect(find('initial JS, share of the reference RJSF form (form step)')).toMatchObject({
      actual: 0.85,
      limit: 0.75,
      passed: false,
    });
  });

  it("fails a content page whose figures from CPU time miss its budgets, though Lighthouse's wall-time figures meet them", () => {
    expect(find('Lighthouse performance, from CPU time', article)).toMatchObject({
      actual: 97,
      limit: 98,
      kind: 'min',
      passed: false,
      missedBy: 1,
    });
    expect(find('Total Blocking Time, from CPU time', article)).toMatchObject({
      actual: 60,
      limit: 50,
      passed: false,
      missedBy: 10,
    });
  });

  it("passes a form step whose figures from CPU time meet its budgets, though Lighthouse's wall-time figures miss them", () => {
    expect(find('Lighthouse performance, from CPU time', meterRead)).toMatchObject({
      actual: 99,
      limit: 95,
      passed: true,
    });
    expect(find('Total Blocking Time, from CPU time', meterRead)).toMatchObject({
      actual: 80,
      limit: 150,
      passed: true,
    });
    expect(find('Largest Contentful Paint, from CPU time', meterRead)).toMatchObject({
      actual: 1200,
      limit: 1200,
      passed: true,
    });
  });

  it('checks the time budgets against the figures from CPU time only, none against the wall time', () => {
    const timeChecks = checks.filter((item) => / (performance|Time|Paint)\b/.test(item.budget));
    expect(timeChecks.map((item) => [item.budget, item.subject, item.actual])).toEqual([
      ['Lighthouse performance, from CPU time', article, 97],
      ['Total Blocking Time, from CPU time', article, 60],
      ['Largest Contentful Paint, from CPU time', article, 1250],
      ['Lighthouse performance, from CPU time', meterRead, 99],
      ['Total Blocking Time, from CPU time', meterRead, 80],
      ['Largest Contentful Paint, from CPU time', meterRead, 1200],
    ]);
  });

  it("holds every audited page's layout shift to 0.1, Core Web Vitals' 'good' limit", () => {
    expect(find('Cumulative Layout Shift', article)).toMatchObject({ limit: 0.1, passed: true });
    expect(find('Cumulative Layout Shift', meterRead)).toMatchObject({
      actual: 0.15,
      passed: false,
      missedBy: 0.05,
    });
  });

  it("holds the precompiled meter-read validator's median to 1 ms, its references to nothing", () => {
    const validation = checks.filter((item) => item.budget.startsWith('validating'));
    expect(validation).toEqual([
      expect.objectContaining({ actual: 0.05, limit: 1, unit: 'ms', passed: true }),
    ]);
  });

  it('holds the reference form, audited beside the pages, to no budget', () => {
    const lighthouseChecks = checks.filter((item) =>
      ['Lighthouse accessibility', 'Cumulative Layout Shift'].includes(item.budget),
    );
    expect(lighthouseChecks.map((item) => item.subject)).toEqual([
      article,
      article,
      meterRead,
      meterRead,
    ]);
  });

  it('keeps the budgets that still apply', () => {
    expect(checks.map((item) => item.budget)).toEqual(
      expect.arrayContaining([
        'RUM library in the initial files',
        'Lighthouse accessibility',
        'Lighthouse best practices',
        'Lighthouse SEO',
        'keystroke latency (worst)',
        'forms preview shows a saved edit',
      ]),
    );
  });
});

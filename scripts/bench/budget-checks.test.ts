import { describe, expect, it } from 'vitest';
import { budgetChecks } from './budget-checks.ts';
import { exampleReport } from './bench-report-example.ts';
import { readBudgets } from './budgets.ts';

describe("a bench run's figures against bench-budgets.json", () => {
  const checks = budgetChecks(readBudgets(), exampleReport());
  const find = (budget: string) => checks.find((item) => item.budget === budget);

  it("holds a content page's script to 25 kB, saying by how much it is over", () => {
    expect(find('script before the first interaction (content page)')).toMatchObject({
      actual: 30,
      limit: 25,
      passed: false,
      missedBy: 5,
    });
  });

  it('holds a form step to 197 kB and to 0.85 times the reference form', () => {
    expect(find('initial JS (form step)')).toMatchObject({ actual: 170, limit: 197, passed: true });
    expect(find('initial JS, share of the reference RJSF form (form step)')).toMatchObject({
      actual: 0.85,
      limit: 0.85,
      passed: true,
    });
  });

  it("holds a content page to the content pages' Lighthouse budgets", () => {
    expect(find('Lighthouse performance')).toMatchObject({ limit: 98, kind: 'min', missedBy: 1 });
    expect(find('Total Blocking Time')).toMatchObject({ limit: 50, missedBy: 10 });
    expect(find('Largest Contentful Paint')).toMatchObject({ limit: 1500, passed: true });
  });

  it('holds the reference form, audited beside the pages, to no budget', () => {
    expect(checks.filter((item) => item.budget === 'Lighthouse performance')).toHaveLength(1);
    expect(checks.filter((item) => item.budget === 'Lighthouse accessibility')).toHaveLength(1);
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

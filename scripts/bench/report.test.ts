import { describe, expect, it } from 'vitest';
import { budgetChecks } from './budget-checks.ts';
import { exampleReport } from './bench-report-example.ts';
import { readBudgets } from './budgets.ts';
import { toMarkdown } from './report.ts';

describe('the bench report', () => {
  const budgets = readBudgets();
  const measured = exampleReport();
  const markdown = toMarkdown({ ...measured, checks: budgetChecks(budgets, measured) }, budgets);

  it("shows a content page's script beside its budget, GOV.UK Frontend's and its split", () => {
    expect(markdown).toContain(
      '| Article `/bills-and-payments/understanding-your-bill` | 30.0 (≤ 25) | 11 | 6.0 | 2.0 | 0.0 | 22.0 | 0.0 |',
    );
  });

  it("shows a form step beside its budget and the reference form's size, with the ratio", () => {
    expect(markdown).toContain('| `/submit-meter-read` | 170.0 (≤ 197) | 200.0 | 0.85 (≤ 0.85) |');
  });

  it("shows Lighthouse's figures beside the page kind's budgets, TBT included", () => {
    expect(markdown).toContain(
      '| content | 97 (≥ 98) | 60 (≤ 50) | 1400 (≤ 1500) | 99, 30, 1300 |',
    );
  });

  it("shows the reference form's Lighthouse figures with no budget beside them", () => {
    expect(markdown).toContain(
      '| Reference RJSF form `/` | reference | 90 | 180 | 2600 | 95, 40, 2500 | 92 | 100 | 90 | 0 |',
    );
    expect(markdown).toMatch(/Reference RJSF form: the form steps' size reference/);
  });

  it('prints no figure that no budget reads', () => {
    for (const gone of ['CPU index', 'Longest task', '| CSS |', '| Total |', '| Median |']) {
      expect(markdown).not.toContain(gone);
    }
  });

  it('shows the worst keystroke and the preview updates beside their budgets', () => {
    expect(markdown).toContain('| 25 | 40 (≤ 50) |');
    expect(markdown).toContain('| 10 | 900 (≤ 1000) | 90 (≤ 1000) |');
  });

  it("gives the same run's figures from CPU time beside Lighthouse's, and checks the budgets against Lighthouse's", () => {
    expect(markdown).toContain('From CPU time: performance, TBT ms, LCP ms');
    expect(markdown).toContain('| 1400 (≤ 1500) | 99, 30, 1300 |');
    expect(markdown).toMatch(/budgets are checked against Lighthouse's figures/);
    expect(markdown).toMatch(/timed by its CPU \(thread\) time instead of its wall time/);
  });

  it('names each missed budget and by how much', () => {
    expect(markdown).toContain(
      '- script before the first interaction (content page) on /bills-and-payments/understanding-your-bill: 30 kB (at most 25), missed by 5 kB',
    );
  });
});

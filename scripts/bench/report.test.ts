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
      '| Article `/bills-and-payments/understanding-your-bill` | 30.0 (≤ 8) | 11 | 6.0 | 2.0 | 0.0 | 22.0 | 0.0 |',
    );
  });

  it("shows a form step beside its budget and the reference form's size, with the ratio", () => {
    expect(markdown).toContain(
      '| `/submit-meter-read` | 170.0 (≤ 183.4) | 200.0 | 0.85 (≤ 0.75) |',
    );
  });

  it("shows the time figures from CPU time beside the page kind's budgets, and Lighthouse's wall-time figures after them with none", () => {
    expect(markdown).toContain(
      '| Performance | TBT ms | LCP ms | CLS | Accessibility | Best practices | SEO | Wall time (gates nothing): performance, TBT ms, LCP ms |',
    );
    expect(markdown).toContain(
      '| content | 97 (≥ 98) | 60 (≤ 50) | 1250 (≤ 1200) | 0.02 (≤ 0.1) | 100 (≥ 100) | 100 (≥ 100) | 100 (≥ 100) | 99, 30, 1600 |',
    );
    expect(markdown).toContain(
      '| form | 99 (≥ 95) | 80 (≤ 150) | 1200 (≤ 1200) | 0.15 (≤ 0.1) | 100 (≥ 100) | 100 (≥ 100) | 100 (≥ 100) | 88, 456, 2100 |',
    );
  });

  it('says the budgets are checked against the figures from CPU time, and nothing against the wall time', () => {
    expect(markdown).toMatch(
      /timed by its CPU \(thread\) time .*the budgets are checked against them/,
    );
    expect(markdown).toMatch(/Wall time: .*no budget is checked against them/);
  });

  it("shows the reference form's Lighthouse figures with no budget beside them", () => {
    expect(markdown).toContain(
      '| Reference RJSF form `/` | reference | 95 | 40 | 2500 | 0 | 92 | 100 | 90 | 90, 180, 2600 |',
    );
    expect(markdown).toMatch(/Reference RJSF form: the form steps' reference/);
  });

  it('prints no figure that no budget reads', () => {
    for (const gone of ['CPU index', 'Longest task', '| CSS |', '| Total |', '| Median |']) {
      expect(markdown).not.toContain(gone);
    }
  });

  it("shows the precompiled validator's median beside its budget, the runtime-compiled ajv as its reference", () => {
    expect(markdown).toContain(
      '| precompiled (standalone code, as in the browser) | 0.0500 (≤ 1) | 5000 |',
    );
    expect(markdown).toContain(
      '| reference: runtime-compiled ajv (compiled once, then cached) | 0.0400 | 5000 |',
    );
  });

  it('shows the worst keystroke and the preview updates beside their budgets', () => {
    expect(markdown).toContain('| 25 | 40 (≤ 50) |');
    expect(markdown).toContain('| 10 | 900 (≤ 1000) | 90 (≤ 1000) |');
  });

  it('names each missed budget and by how much', () => {
    expect(markdown).toContain(
      '- script before the first interaction (content page) on /bills-and-payments/understanding-your-bill: 30 kB (at most 8), missed by 22 kB',
    );
    expect(markdown).toContain(
      '- Total Blocking Time, from CPU time on /bills-and-payments/understanding-your-bill: 60 ms (at most 50), missed by 10 ms',
    );
    expect(markdown).not.toMatch(/- Total Blocking Time, from CPU time on \/submit-meter-read/);
  });
});

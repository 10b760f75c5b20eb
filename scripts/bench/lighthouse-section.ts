import type { BenchPage } from './bench-routes.ts';
import type { Budgets, LighthouseLimits } from './budgets.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import { against, table } from './markdown-table.ts';

/** One audited page's figures, as the report holds them. */
type LighthousePage = LighthouseFigures & BenchPage;

/**
 * One page's Lighthouse figures, each judged one beside its budget (the reference form's alone),
 * then Lighthouse's wall-time figures, which gate nothing.
 */
function lighthouseRow(page: LighthousePage, budgets: Budgets) {
  const own: LighthouseLimits | undefined =
    page.kind === 'reference'
      ? undefined
      : page.kind === 'content'
        ? budgets.contentPages.lighthouse
        : budgets.formSteps.lighthouse;
  // The reference form is held to none of them.
  const everyPage = own && budgets.lighthouse;
  const withLimit = (figure: number, limit: number | undefined, kind?: 'min') =>
    limit === undefined ? figure : against(figure, limit, kind);
  return [
    `${page.page} \`${page.path}\``,
    page.kind,
    withLimit(page.performance, own?.performance, 'min'),
    withLimit(page.tbtMs, own?.tbtMs),
    withLimit(page.lcpMs, own?.lcpMs),
    withLimit(page.cls, everyPage?.cls),
    withLimit(page.accessibility, everyPage?.accessibility, 'min'),
    withLimit(page.bestPractices, everyPage?.bestPractices, 'min'),
    withLimit(page.seo, everyPage?.seo, 'min'),
    `${page.wallTime.performance}, ${page.wallTime.tbtMs}, ${page.wallTime.lcpMs}`,
  ];
}

/** Lighthouse's figures: the time budgets judged from CPU time, the wall time beside them. */
export function lighthouseSection(
  pages: readonly LighthousePage[],
  runs: number,
  budgets: Budgets,
): string[] {
  return [
    '## Lighthouse (mobile emulation, simulated throttling)',
    '',
    table(
      [
        'Page',
        'Kind',
        'Performance',
        'TBT ms',
        'LCP ms',
        'CLS',
        'Accessibility',
        'Best practices',
        'SEO',
        'Wall time (gates nothing): performance, TBT ms, LCP ms',
      ],
      pages.map((page) => lighthouseRow(page, budgets)),
    ),
    '',
    `Median run of ${runs} by performance, runs interleaved page by page. ` +
      "Performance, TBT and LCP come from Lighthouse's simulation with each main-thread task " +
      'timed by its CPU (thread) time (scripts/bench/cpu-time-simulation.ts), and the budgets are ' +
      "checked against them (decision 033). Wall time: the same run's figures as Lighthouse " +
      'reports them, each task timed by its wall time, which on a busy machine also holds what ' +
      'it waited for a core; shown for comparison, no budget is checked against them. Reference ' +
      "RJSF form: the form steps' reference, served the same way and audited in the same rounds, " +
      'held to no budget.',
    '',
    ...pages.map(
      (page) =>
        `- ${page.page}: LCP element \`${page.lcpElement}\`` +
        (page.layoutShifts.length > 0 ? `; largest shifts: ${page.layoutShifts.join(', ')}` : '') +
        (page.failedAudits.length > 0
          ? `; audits losing points: ${page.failedAudits.join('; ')}`
          : ''),
    ),
    '',
  ];
}

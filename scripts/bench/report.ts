import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BudgetCheck } from './budgets.ts';
import type { LighthouseFigures } from './lighthouse-audit.ts';
import type { ValidationTiming } from './validation-timing.ts';
import type { KeystrokeLatency } from './keystroke-latency.ts';
import type { PreviewUpdateTime } from './preview-update-time.ts';

/** Where the report goes (git-ignored). */
export const reportDir = 'bench-report';

/** Initial download of one route, for the report. */
export interface RouteSize {
  readonly route: string;
  readonly path: string;
  readonly kind: 'content' | 'form';
  readonly jsGzipBytes: number;
  readonly cssGzipBytes: number;
  readonly files: string[];
  readonly rumModules: string[];
  /** How the initial files were found. */
  readonly measuredBy: string;
}

/** Everything one bench run measured and how it compares with the budgets. */
export interface BenchReport {
  readonly measuredAt: string;
  readonly machine: string;
  readonly routes: RouteSize[];
  readonly lighthouse: (LighthouseFigures & { page: string; url: string })[];
  /** Lighthouse runs per page; the median one is reported. */
  readonly lighthouseRuns: number;
  readonly validation: ValidationTiming;
  readonly keystroke: KeystrokeLatency;
  readonly previewUpdates: PreviewUpdateTime;
  readonly checks: BudgetCheck[];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The report as Markdown. */
export function toMarkdown(report: BenchReport): string {
  const missed = report.checks.filter((item) => !item.passed);
  return [
    '# Benchmark report',
    '',
    `Measured ${report.measuredAt} on ${report.machine}. Budgets: \`bench-budgets.json\`.`,
    '',
    '## Initial download per route (kB gzip)',
    '',
    table(
      ['Route', 'Kind', 'JS', 'CSS', 'Total', 'RUM in initial files', 'Measured by'],
      report.routes.map((route) => [
        `\`${route.path}\``,
        route.kind,
        kb(route.jsGzipBytes),
        kb(route.cssGzipBytes),
        kb(route.jsGzipBytes + route.cssGzipBytes),
        route.rumModules.length === 0 ? 'no' : `**yes** (${route.rumModules.length} modules)`,
        route.measuredBy,
      ]),
    ),
    '',
    '## Lighthouse (mobile emulation, simulated throttling)',
    '',
    table(
      [
        'Page',
        'Performance',
        'Accessibility',
        'Best practices',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
        'CPU index',
      ],
      report.lighthouse.map((page) => [
        `${page.page} \`${page.url}\``,
        page.performance,
        page.accessibility,
        page.bestPractices,
        page.seo,
        page.lcpMs,
        page.tbtMs,
        page.cls,
        page.benchmarkIndex,
      ]),
    ),
    '',
    `Median run of ${report.lighthouseRuns} by performance score. CPU index: Lighthouse's benchmark of ` +
      'the machine during that run; its 4x CPU slowdown assumes 1500–2000, so a lower index (a ' +
      'busy machine) lowers TBT and performance scores without any change to the site.',
    '',
    ...report.lighthouse.map(
      (page) =>
        `- ${page.page}: LCP element \`${page.lcpElement}\`` +
        (page.layoutShifts.length > 0 ? `; largest shifts: ${page.layoutShifts.join(', ')}` : '') +
        (page.failedAudits.length > 0
          ? `; audits losing points: ${page.failedAudits.join('; ')}`
          : ''),
    ),
    '',
    '## Validating a full meter-read form (median of runs, ms)',
    '',
    table(
      ['Validator', 'Median ms', 'Runs'],
      report.validation.results.map((result) => [
        result.name,
        result.medianMs.toFixed(4),
        result.runs,
      ]),
    ),
    '',
    report.validation.note,
    '',
    '## Keystroke latency in a 30000-character query (Event Timing, ms)',
    '',
    table(
      ['Keystrokes', 'Median', 'Worst (INP-style)'],
      [[report.keystroke.keystrokes, report.keystroke.medianMs, report.keystroke.worstMs]],
    ),
    '',
    report.keystroke.note,
    '',
    '## Forms preview on the dev server: from a save to the page showing it (median, ms)',
    '',
    table(
      ['Saves of each', 'Valid edit', 'Broken edit'],
      [
        [
          report.previewUpdates.saves,
          report.previewUpdates.validEditMedianMs,
          report.previewUpdates.brokenEditMedianMs,
        ],
      ],
    ),
    '',
    report.previewUpdates.note,
    '',
    '## Budgets',
    '',
    missed.length === 0
      ? `All ${report.checks.length} budgets met.`
      : `**${missed.length} of ${report.checks.length} budgets missed:**\n\n` +
        missed
          .map(
            (item) =>
              `- ${item.budget} on ${item.subject}: ${item.actual} ${item.unit} ` +
              `(${item.kind === 'max' ? 'at most' : 'at least'} ${item.limit}), missed by ${item.missedBy} ${item.unit}`,
          )
          .join('\n'),
    '',
  ].join('\n');
}

/** Writes report.md and report.json and returns the Markdown. */
export function writeReport(report: BenchReport): string {
  mkdirSync(reportDir, { recursive: true });
  const markdown = toMarkdown(report);
  writeFileSync(join(reportDir, 'report.md'), markdown);
  writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return markdown;
}

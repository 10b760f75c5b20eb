import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchPage } from './bench-routes.ts';
import type { BudgetCheck, Budgets, LighthouseLimits } from './budgets.ts';
import type { PageScript } from './content-page-script.ts';
import { govukFrontendScriptGzipKb } from './govuk-frontend-reference.ts';
import type { ReferenceForm } from './reference-form-build.ts';
import { scriptClasses } from './script-classes.ts';
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
  /** Held to the form steps' budgets on a form route. */
  readonly jsGzipBytes: number;
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
  /** What each content page runs before a first interaction. */
  readonly contentPages: (BenchPage & PageScript)[];
  /** The same stack with one default RJSF form, built in the same run. */
  readonly referenceForm: ReferenceForm;
  readonly lighthouse: (LighthouseFigures & BenchPage)[];
  /** Lighthouse runs per page; the median one is reported. */
  readonly lighthouseRuns: number;
  readonly validation: ValidationTiming;
  readonly keystroke: KeystrokeLatency;
  readonly previewUpdates: PreviewUpdateTime;
  readonly checks: BudgetCheck[];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The form steps' initial script as a share of the reference form's. */
export function ofReference(route: RouteSize, reference: ReferenceForm): number {
  return Math.round((route.jsGzipBytes / reference.jsGzipBytes) * 100) / 100;
}

/** A figure beside its budget: '96 (≥ 98)'. */
const against = (figure: number | string, limit: number, kind: 'max' | 'min' = 'max') =>
  `${figure} (${kind === 'max' ? '≤' : '≥'} ${limit})`;

function table(head: string[], rows: (string | number)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The content pages' scripts, each beside its budget, the reference and its split. */
function contentPagesSection(report: BenchReport, budgets: Budgets): string[] {
  return [
    '## Content pages: script run before the first interaction (kB gzip)',
    '',
    table(
      ['Page', 'Script', 'GOV.UK Frontend (reference)', ...scriptClasses, 'RUM (excluded)'],
      report.contentPages.map((page) => [
        `${page.page} \`${page.path}\``,
        against(kb(page.gzipBytes), budgets.contentPages.scriptGzipKb),
        govukFrontendScriptGzipKb,
        ...scriptClasses.map((name) => kb(page.split[name])),
        kb(page.split.rum),
      ]),
    ),
    '',
    "Every script response until the network is idle, without consent, gzip at zlib's default " +
      'level. Split by source module (source maps and the build manifest): page script ' +
      '(src/app/content-page/ and the shared modules it imports), consent (the consent ' +
      "platform's script), analytics (page view and telemetry), app (React, router, query, " +
      'routes, components, and shared modules only the app loads). GOV.UK Frontend: its complete ' +
      'script, every component included.',
    '',
    ...report.contentPages.map(
      (page) =>
        `- ${page.page}, largest scripts: ` +
        [...page.scripts]
          .sort((first, second) => second.gzipBytes - first.gzipBytes)
          .slice(0, 4)
          .map((script) => `\`${script.file}\` ${kb(script.gzipBytes)} (${script.mainClass})`)
          .join(', '),
    ),
    '',
  ];
}

/** The form steps' initial script beside its budget and the reference RJSF form. */
function formStepsSection(report: BenchReport, budgets: Budgets): string[] {
  const { formSteps } = budgets;
  return [
    '## Form steps: initial script against the reference RJSF form (kB gzip)',
    '',
    table(
      ['Route', 'Initial JS', 'Reference RJSF form', 'Share of the reference'],
      report.routes
        .filter((route) => route.kind === 'form')
        .map((route) => [
          `\`${route.path}\``,
          against(kb(route.jsGzipBytes), formSteps.initialJsGzipKb),
          kb(report.referenceForm.jsGzipBytes),
          against(ofReference(route, report.referenceForm), formSteps.ofReferenceForm),
        ]),
    ),
    '',
    `Reference: the site's stack (React, react-dom, TanStack Router and Query, jotai, DOMPurify, ` +
      `ky) around one default RJSF form validated by @rjsf/validator-ajv8 ` +
      `(scripts/bench/reference-form/), built with Vite in this run: ` +
      `${report.referenceForm.files.map((file) => `\`${file}\``).join(', ')}.`,
    '',
  ];
}

/**
 * Lighthouse's figures, each performance figure beside its page kind's budget; the reference
 * form's alone.
 */
function lighthouseRow(page: BenchReport['lighthouse'][number], budgets: Budgets) {
  const limits: LighthouseLimits | undefined =
    page.kind === 'reference'
      ? undefined
      : page.kind === 'content'
        ? budgets.contentPages.lighthouse
        : budgets.formSteps.lighthouse;
  const withLimit = (figure: number, limit: number | undefined, kind?: 'min') =>
    limit === undefined ? figure : against(figure, limit, kind);
  return [
    `${page.page} \`${page.path}\``,
    page.kind,
    withLimit(page.performance, limits?.performance, 'min'),
    withLimit(page.tbtMs, limits?.tbtMs),
    withLimit(page.lcpMs, limits?.lcpMs),
    `${page.fromCpuTime.performance}, ${page.fromCpuTime.tbtMs}, ${page.fromCpuTime.lcpMs}`,
    page.accessibility,
    page.bestPractices,
    page.seo,
    page.cls,
  ];
}

/** The report as Markdown. */
export function toMarkdown(report: BenchReport, budgets: Budgets): string {
  const missed = report.checks.filter((item) => !item.passed);
  return [
    '# Benchmark report',
    '',
    `Measured ${report.measuredAt} on ${report.machine}. Budgets: \`bench-budgets.json\`.`,
    '',
    ...contentPagesSection(report, budgets),
    ...formStepsSection(report, budgets),
    "## RUM library in each route's initial files",
    '',
    "The app's initial files for each route, searched for the RUM library, which loads only " +
      'after consent.',
    '',
    table(
      ['Route', 'Kind', 'RUM in initial files', 'Measured by'],
      report.routes.map((route) => [
        `\`${route.path}\``,
        route.kind,
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
        'Kind',
        'Performance',
        'TBT ms',
        'LCP ms',
        'From CPU time: performance, TBT ms, LCP ms',
        'Accessibility',
        'Best practices',
        'SEO',
        'CLS',
      ],
      report.lighthouse.map((page) => lighthouseRow(page, budgets)),
    ),
    '',
    `Median run of ${report.lighthouseRuns} by performance score, runs interleaved page by page. ` +
      "The budgets are checked against Lighthouse's figures. From CPU time: the same run's " +
      "performance, TBT and LCP from Lighthouse's own simulation, with each main-thread task " +
      'timed by its CPU (thread) time instead of its wall time (scripts/bench/cpu-time-simulation.ts). ' +
      "The simulation slows every task down four times; on a busy machine a task's wall time also " +
      "holds what it waited for a core (Lighthouse, the browser's own processes and the server " +
      'share them), and that wait is counted four times too. Where the two disagree, the difference ' +
      "is the machine's, not the page's. Reference RJSF form: the form steps' size " +
      "reference (in the form steps' table above), served the same way (vite preview, the site's " +
      'headers) and audited in the same rounds; it renders in the browser, with no prerendered ' +
      'HTML, so its first paint comes after its script has run. It is held to no budget.',
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
      ['Keystrokes', 'Worst (INP-style)'],
      [
        [
          report.keystroke.keystrokes,
          against(report.keystroke.worstMs, budgets.keystrokeLatencyMs),
        ],
      ],
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
          against(report.previewUpdates.validEditMedianMs, budgets.previewUpdateMs),
          against(report.previewUpdates.brokenEditMedianMs, budgets.previewUpdateMs),
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
export function writeReport(report: BenchReport, budgets: Budgets): string {
  mkdirSync(reportDir, { recursive: true });
  const markdown = toMarkdown(report, budgets);
  writeFileSync(join(reportDir, 'report.md'), markdown);
  writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  return markdown;
}

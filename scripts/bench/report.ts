import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchPage } from './bench-routes.ts';
import type { BudgetCheck, Budgets } from './budgets.ts';
import type { PageScript } from './content-page-script.ts';
import { govukFrontendScriptGzipKb } from './govuk-frontend-reference.ts';
import type { ReferenceForm } from './reference-form-build.ts';
import { scriptClasses } from './script-classes.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import { lighthouseSection } from './lighthouse-section.ts';
import { against, table } from './markdown-table.ts';
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
    ...lighthouseSection(report.lighthouse, report.lighthouseRuns, budgets),
    '## Validating a full meter-read form (median of runs, ms)',
    '',
    table(
      ['Validator', 'Median ms', 'Runs'],
      [
        [
          report.validation.precompiled.name,
          against(report.validation.precompiled.medianMs.toFixed(4), budgets.meterReadValidationMs),
          report.validation.precompiled.runs,
        ],
        ...report.validation.references.map((result) => [
          result.name,
          result.medianMs.toFixed(4),
          result.runs,
        ]),
      ],
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

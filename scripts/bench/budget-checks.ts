import { check, type BudgetCheck, type Budgets } from './budgets.ts';
import { ofReference, type BenchReport } from './report.ts';

const kb = (bytes: number) => Math.round(bytes / 100) / 10;

/** Every budget of bench-budgets.json against what one bench run measured. */
export function budgetChecks(budgets: Budgets, report: Omit<BenchReport, 'checks'>): BudgetCheck[] {
  const { contentPages, formSteps, lighthouse: limits } = budgets;
  const formRoutes = report.routes.filter((route) => route.kind === 'form');
  return [
    ...report.contentPages.map((page) =>
      check(
        'script before the first interaction (content page)',
        page.path,
        kb(page.gzipBytes),
        contentPages.scriptGzipKb,
        'kB',
      ),
    ),
    ...formRoutes.flatMap((route) => [
      check(
        'initial JS (form step)',
        route.path,
        kb(route.jsGzipBytes),
        formSteps.initialJsGzipKb,
        'kB',
      ),
      check(
        'initial JS, share of the reference RJSF form (form step)',
        route.path,
        ofReference(route, report.referenceForm),
        formSteps.ofReferenceForm,
        '×',
      ),
    ]),
    ...(budgets.rumInInitialBundles
      ? []
      : report.routes.map((route) =>
          check(
            'RUM library in the initial files',
            route.path,
            route.rumModules.length,
            0,
            'modules',
          ),
        )),
    ...report.lighthouse.flatMap((page) => {
      // The reference is measured to be compared with, not held to the site's budgets.
      if (page.kind === 'reference') return [];
      const own = page.kind === 'content' ? contentPages.lighthouse : formSteps.lighthouse;
      // The time figures are the simulation's with tasks timed by CPU time; Lighthouse's
      // wall-time figures (page.wallTime) are reported beside them and gate nothing (decision 033).
      return [
        check(
          'Lighthouse performance, from CPU time',
          page.path,
          page.performance,
          own.performance,
          'points',
          'min',
        ),
        check('Total Blocking Time, from CPU time', page.path, page.tbtMs, own.tbtMs, 'ms'),
        check('Largest Contentful Paint, from CPU time', page.path, page.lcpMs, own.lcpMs, 'ms'),
        check('Cumulative Layout Shift', page.path, page.cls, limits.cls, 'score'),
        check(
          'Lighthouse accessibility',
          page.path,
          page.accessibility,
          limits.accessibility,
          'points',
          'min',
        ),
        check(
          'Lighthouse best practices',
          page.path,
          page.bestPractices,
          limits.bestPractices,
          'points',
          'min',
        ),
        // Every audited page is indexable; confirmation pages, which are not, are not audited.
        check('Lighthouse SEO', page.path, page.seo, limits.seo, 'points', 'min'),
      ];
    }),
    check(
      'validating a full meter-read form (precompiled, median)',
      'meter read',
      report.validation.precompiled.medianMs,
      budgets.meterReadValidationMs,
      'ms',
    ),
    check(
      'keystroke latency (worst)',
      'complaint query, 30000 characters',
      report.keystroke.worstMs,
      budgets.keystrokeLatencyMs,
      'ms',
    ),
    check(
      'forms preview shows a saved edit',
      'valid edit (median)',
      report.previewUpdates.validEditMedianMs,
      budgets.previewUpdateMs,
      'ms',
    ),
    check(
      'forms preview shows a saved edit',
      'broken edit (median)',
      report.previewUpdates.brokenEditMedianMs,
      budgets.previewUpdateMs,
      'ms',
    ),
  ];
}

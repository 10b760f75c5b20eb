import { readFileSync } from 'node:fs';
import { valueAt } from '../../src/lib/leads/declared-answers.ts';

/**
 * The time figures a kind of page must reach in Lighthouse (mobile, median run), judged by its
 * simulation with tasks timed by CPU time (decision 033).
 */
export interface LighthouseLimits {
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
}

/** The budgets of bench-budgets.json. */
export interface Budgets {
  /** Home, a category of each layout, an article and contact-us (issue 17). */
  readonly contentPages: {
    /** Every script loaded until the network is idle, without consent. */
    readonly scriptGzipKb: number;
    readonly lighthouse: LighthouseLimits;
  };
  readonly formSteps: {
    readonly initialJsGzipKb: number;
    /** At most this share of the reference RJSF form built in the same run. */
    readonly ofReferenceForm: number;
    readonly lighthouse: LighthouseLimits;
  };
  readonly formRoutes: readonly string[];
  readonly rumInInitialBundles: boolean;
  /** Lighthouse's other figures, on every audited page. */
  readonly lighthouse: {
    readonly accessibility: number;
    readonly bestPractices: number;
    readonly seo: number;
    /** At most this Cumulative Layout Shift (Core Web Vitals' 'good' limit). */
    readonly cls: number;
  };
  /** Validating a full meter-read form with its precompiled validator (median, in Node). */
  readonly meterReadValidationMs: number;
  readonly keystrokeLatencyMs: number;
  /** The forms preview on the dev server shows a saved edit, valid or broken (median). */
  readonly previewUpdateMs: number;
}

/** One budget checked against one measurement. */
export interface BudgetCheck {
  readonly budget: string;
  readonly subject: string;
  readonly actual: number;
  readonly limit: number;
  readonly unit: string;
  /** 'max': actual must not exceed limit; 'min': must reach it. */
  readonly kind: 'max' | 'min';
  readonly passed: boolean;
  /** How far past the limit, in the unit (0 when passed). */
  readonly missedBy: number;
}

/** Every figure the bench needs from the file, as dotted paths. */
const requiredKeys = [
  'contentPages.scriptGzipKb',
  'contentPages.lighthouse.performance',
  'contentPages.lighthouse.tbtMs',
  'contentPages.lighthouse.lcpMs',
  'formSteps.initialJsGzipKb',
  'formSteps.ofReferenceForm',
  'formSteps.lighthouse.performance',
  'formSteps.lighthouse.tbtMs',
  'formSteps.lighthouse.lcpMs',
  'formRoutes',
  'rumInInitialBundles',
  'lighthouse.accessibility',
  'lighthouse.bestPractices',
  'lighthouse.seo',
  'lighthouse.cls',
  'meterReadValidationMs',
  'keystrokeLatencyMs',
  'previewUpdateMs',
];

/** Reads and checks the shape of the budgets file; throws naming what is missing. */
export function readBudgets(file = 'bench-budgets.json'): Budgets {
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  for (const key of requiredKeys) {
    if (valueAt(budgets, key) === undefined) throw new Error(`${file} has no "${key}"`);
  }
  return budgets as Budgets;
}

/** Compares a measurement with its limit. */
export function check(
  budget: string,
  subject: string,
  actual: number,
  limit: number,
  unit: string,
  kind: 'max' | 'min' = 'max',
): BudgetCheck {
  const over = kind === 'max' ? actual - limit : limit - actual;
  const missedBy = over > 0 ? Math.round(over * 100) / 100 : 0;
  return { budget, subject, actual, limit, unit, kind, passed: over <= 0, missedBy };
}

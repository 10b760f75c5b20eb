import { readFileSync } from 'node:fs';

/** The budgets of bench-budgets.json. */
export interface Budgets {
  readonly initialJsGzipKb: { readonly content: number; readonly form: number };
  readonly formRoutes: readonly string[];
  readonly rumInInitialBundles: boolean;
  readonly lighthouse: {
    readonly performance: number;
    readonly accessibility: number;
    readonly bestPractices: number;
    readonly seo: number;
    readonly lcpMs: number;
  };
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

/** Reads and checks the shape of the budgets file; throws naming what is missing. */
export function readBudgets(file = 'bench-budgets.json'): Budgets {
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as Partial<Budgets>;
  for (const key of [
    'initialJsGzipKb',
    'formRoutes',
    'rumInInitialBundles',
    'lighthouse',
    'keystrokeLatencyMs',
    'previewUpdateMs',
  ]) {
    if (!(key in budgets)) throw new Error(`${file} has no "${key}"`);
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

/**
 * The figures the bench keeps from one Lighthouse run (decision 033). Each page is gathered once
 * and audited twice: as Lighthouse does, every main-thread task timed by its wall time, and with
 * each task timed by its CPU time (cpu-time-simulation.ts). The time budgets are judged by the
 * second; Lighthouse's own wall-time figures are kept beside them, reported and never checked.
 */

/** Lighthouse's figures for one page (scores 0–100, times in ms). */
export interface LighthouseFigures {
  /** Performance score, TBT and LCP from the simulation with tasks timed by CPU time: judged. */
  readonly performance: number;
  readonly tbtMs: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /**
   * The same run's performance score, TBT and LCP as Lighthouse reports them, each task timed by
   * its wall time, which on a busy machine also holds what the task waited for a core. Reported
   * beside the judged figures; no budget is checked against them.
   */
  readonly wallTime: {
    readonly performance: number;
    readonly tbtMs: number;
    readonly lcpMs: number;
  };
  /** Titles of the audits that lost points outside performance, for the report. */
  readonly failedAudits: string[];
  /** The element Lighthouse found as the largest contentful paint. */
  readonly lcpElement: string;
  /** The elements that shifted most, with their share of CLS. */
  readonly layoutShifts: string[];
}

/** What the figures are read from in a Lighthouse result (its LHR). */
export interface AuditedResult {
  readonly categories: Readonly<
    Record<
      string,
      | {
          readonly score: number | null;
          readonly auditRefs: readonly { readonly id: string; readonly weight: number }[];
        }
      | undefined
    >
  >;
  readonly audits: Readonly<
    Record<
      string,
      | {
          readonly score: number | null;
          readonly title: string;
          readonly numericValue?: number;
          readonly details?: unknown;
        }
      | undefined
    >
  >;
}

/** The categories the bench asks Lighthouse for. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface NodeDetails {
  readonly items?: readonly {
    node?: { selector?: string };
    score?: number;
    items?: readonly { node?: { selector?: string } }[];
  }[];
}

/** Selector of the LCP element, from the audit's details (a list holding a table). */
function lcpElementOf(details: unknown): string {
  const list = (details as NodeDetails | undefined)?.items ?? [];
  return list[0]?.items?.[0]?.node?.selector ?? 'unknown';
}

/** The three largest layout shifts, as 'selector (score)'. */
function layoutShiftsOf(details: unknown): string[] {
  return ((details as NodeDetails | undefined)?.items ?? [])
    .filter((item) => (item.score ?? 0) >= 0.01)
    .slice(0, 3)
    .map((item) => `${item.node?.selector ?? 'unknown'} (${(item.score ?? 0).toFixed(3)})`);
}

const score = (result: AuditedResult, id: (typeof categories)[number]) =>
  Math.round((result.categories[id]?.score ?? 0) * 100);
const numeric = (result: AuditedResult, id: string) =>
  result.audits[id]?.numericValue ?? Number.NaN;

/** Performance score, TBT and LCP of one audit. */
function timeFigures(result: AuditedResult) {
  return {
    performance: score(result, 'performance'),
    tbtMs: Math.round(numeric(result, 'total-blocking-time')),
    lcpMs: Math.round(numeric(result, 'largest-contentful-paint')),
  };
}

/**
 * The figures of one run: the time figures from the audit with tasks timed by CPU time
 * (`fromCpu`), Lighthouse's own (`wall`) beside them, the rest from Lighthouse's audit (task
 * timing changes neither the layout shifts nor the other categories).
 */
export function figuresOf(wall: AuditedResult, fromCpu: AuditedResult): LighthouseFigures {
  const failedAudits = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => wall.categories[id]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (wall.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => wall.audits[ref.id]?.title ?? ref.id);
  return {
    ...timeFigures(fromCpu),
    cls: Math.round(numeric(wall, 'cumulative-layout-shift') * 1000) / 1000,
    accessibility: score(wall, 'accessibility'),
    bestPractices: score(wall, 'best-practices'),
    seo: score(wall, 'seo'),
    wallTime: timeFigures(wall),
    failedAudits: [...new Set(failedAudits)],
    lcpElement: lcpElementOf(wall.audits['largest-contentful-paint-element']?.details),
    layoutShifts: layoutShiftsOf(wall.audits['layout-shifts']?.details),
  };
}

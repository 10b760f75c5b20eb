import type { ErrorObject } from 'ajv';
import type { LimitKeyword, LimitRule } from '../../site/content-limit-keywords.ts';

/** One soft limit a payload breaks, read from its limits validator's errors. */
export interface LimitBreach {
  /** Where, in the payload as sent (a JSON pointer). */
  readonly pointer: string;
  readonly keyword: LimitKeyword;
  readonly rule: LimitRule;
  /** The limit: a length or count, or the pattern an address must match. */
  readonly limit: number | string;
}

const breachPath = /\/(x-advisory|x-fit)\/(maxLength|maxItems|pattern)$/;

/**
 * The breaches among a limits validator's errors. The errors that only say a keyword failed
 * (`…/x-fit`) repeat the one under them and are left out.
 */
export function limitBreachesOf(errors: readonly ErrorObject[]): LimitBreach[] {
  return errors.flatMap((error): LimitBreach[] => {
    const match = breachPath.exec(error.schemaPath);
    if (!match) return [];
    const params: Record<string, unknown> = error.params;
    const limit = params.limit ?? params.pattern;
    if (typeof limit !== 'number' && typeof limit !== 'string') return [];
    return [
      {
        pointer: error.instancePath,
        keyword: match[1] as LimitKeyword,
        rule: match[2] as LimitRule,
        limit,
      },
    ];
  });
}

/** What the page did about a breach. */
export type LimitOutcome =
  'shown-as-sent' | 'items-past-limit-left-out' | 'made-https' | 'left-out';

/** A breach and what became of it: safe to log, it holds no content. */
export interface LimitReport {
  readonly pointer: string;
  /** The rule broken, with its limit for lengths and counts: 'maxLength 1000', 'pattern'. */
  readonly rule: string;
  readonly outcome: LimitOutcome;
  /** For 'left-out': the part left out (the pointer itself, or a part holding it). */
  readonly leftOut?: string;
}

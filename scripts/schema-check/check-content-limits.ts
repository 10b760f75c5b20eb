import { Ajv, type ValidateFunction } from 'ajv';
import { limitKeywordsAsRules } from '../../src/site/content-limit-keywords.ts';
import { limitsSchemaOf } from '../content-compiler/limits-schema.ts';
import { ContentShapeError } from '../../src/lib/content/content-shape-error.ts';
import { fitToLimits } from '../../src/lib/content/fit-to-limits.ts';
import type { LimitOutcome } from '../../src/lib/content/limit-breaches.ts';
import type { Problem } from './problems.ts';
import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';

/** What the site does with content over each kind of limit, and what an editor can do. */
const outcomes: Readonly<Record<LimitOutcome, { does: string; fix: string }>> = {
  'shown-as-sent': {
    does: 'The site still shows it as sent.',
    fix: 'Shorten it if you can, or raise the limit in the schema if the page has room.',
  },
  'items-past-limit-left-out': {
    does: 'The site shows the items up to the limit and leaves the rest out.',
    fix: 'Keep the list to the limit, or the items past it stay hidden.',
  },
  'made-https': {
    does: 'The site makes its http:// address https://.',
    fix: 'Write the address with https://.',
  },
  'left-out': {
    does: 'The site cannot use this address and leaves out',
    fix: 'Use an https:// address or a path starting with a single /.',
  },
};

/** A content fixture, or a part of one, that has the shape of its schema. */
export interface ShapedPart {
  readonly file: string;
  /** Where the part sits in the file ('' for the whole file). */
  readonly pointer: string;
  readonly data: unknown;
  readonly schemaName: string;
  /** Its schema's compiled shape (the schema with its soft limits read as annotations). */
  readonly shape: ValidateFunction;
}

/**
 * Compiles the soft limits (x-advisory, x-fit) of the content schemas into a check of shaped
 * parts (decision 018): warnings for a part over a limit, saying what the site does about it;
 * a problem if fitting it would leave out something the page cannot do without. A schema whose
 * limits cannot be checked is a problem of its own.
 */
export function createContentLimitsCheck(
  schemas: readonly { readonly file: string; readonly schema: SchemaNode }[],
): {
  readonly problems: readonly Problem[];
  readonly check: (part: ShapedPart) => Problem[];
} {
  const ajv = new Ajv({
    strict: true,
    strictTypes: false,
    allErrors: true,
    keywords: limitKeywordsAsRules(),
  });
  const problems: Problem[] = [];
  const idOf = new Map<string, string>();
  for (const { file, schema } of schemas) {
    try {
      ajv.addSchema(limitsSchemaOf(schema));
      idOf.set(file.split('/').pop() ?? file, String(schema.$id));
    } catch (error) {
      problems.push({
        file,
        pointer: '',
        message: `Its soft limits cannot be checked: ${(error as Error).message}.`,
        fix: 'Keep "x-advisory" and "x-fit" out of "if", "not" and "contains" (see decision 018).',
        facts: { kind: 'content-limits-uncheckable' },
      });
    }
  }
  const check = ({ file, pointer, data, schemaName, shape }: ShapedPart): Problem[] => {
    const limits = ajv.getSchema(idOf.get(schemaName) ?? '');
    if (!limits || limits(data)) return [];
    try {
      const { reports } = fitToLimits(schemaName, shape, data, limits.errors ?? []);
      return reports.map((report) => {
        const { does, fix } = outcomes[report.outcome];
        const leftOut = report.outcome === 'left-out' ? ` ${pointer}${report.leftOut ?? ''}.` : '';
        return {
          file,
          pointer: `${pointer}${report.pointer}`,
          message: `Over a limit we chose in schemas/content/${schemaName} (${report.rule}). ${does}${leftOut}`,
          fix,
          severity: 'warning' as const,
          facts: { kind: 'content-over-limit' as const },
        };
      });
    } catch (error) {
      if (!(error instanceof ContentShapeError)) throw error;
      return error.problems.map((problem) => ({
        file,
        pointer,
        message: `An address breaks schemas/content/${schemaName} where the page cannot do without it: ${problem}.`,
        fix: outcomes['left-out'].fix,
        facts: { kind: 'content-address-broken' as const },
      }));
    }
  };
  return { problems, check };
}

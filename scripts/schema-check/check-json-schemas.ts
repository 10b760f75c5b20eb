import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { limitKeywordsAsAnnotations } from '../../src/site/content-limit-keywords.ts';
import { createContentLimitsCheck } from './check-content-limits.ts';
import type { Problem } from './problems.ts';
import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';

/** A schema file and its content. */
export interface SchemaFile {
  readonly file: string;
  readonly schema: SchemaNode;
}

/** A content fixture, or a part of one, and the schema file name (in schemas/content/) it follows. */
export interface FixtureFile {
  readonly file: string;
  readonly data: unknown;
  readonly schemaName: string;
  /** Where the part sits in the file (a JSON pointer); absent for the whole file. */
  readonly pointer?: string;
}

const plainErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());

/**
 * A folder of plain JSON Schemas (content, leads): each compiles in strict mode, together so
 * they can point at each other; content fixtures follow their schema. A fixture over a soft
 * limit of its content schema (x-advisory, x-fit) gets a warning, not a problem (decision 018).
 */
export function checkJsonSchemas(
  schemas: readonly SchemaFile[],
  fixtures: readonly FixtureFile[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const ajv = new Ajv({ strict: true, allErrors: true, keywords: limitKeywordsAsAnnotations() });
  addFormats(ajv);
  const added: SchemaFile[] = [];
  for (const entry of schemas) {
    try {
      ajv.addSchema(entry.schema);
      added.push(entry);
    } catch (error) {
      problems.push({
        file: entry.file,
        pointer: '',
        message: `The schema cannot be read: ${(error as Error).message}.`,
        fix: 'Give it a unique "$id" and check its JSON.',
        facts: { kind: 'schema-unreadable' },
      });
    }
  }
  const byName = new Map<string, ValidateFunction>();
  const nameOf = (entry: SchemaFile) => entry.file.split('/').pop() ?? entry.file;
  for (const entry of added) {
    try {
      byName.set(nameOf(entry), ajv.compile(entry.schema));
    } catch (error) {
      problems.push({
        file: entry.file,
        pointer: '',
        message: `The schema does not compile in strict mode: ${(error as Error).message}.`,
        fix: 'Fix the word or value named; unknown words are not allowed in schemas.',
        facts: { kind: 'schema-unreadable' },
      });
    }
  }
  // Only content schemas have fixtures, and only they hold soft limits.
  const limits = fixtures.length > 0 ? createContentLimitsCheck(added) : undefined;
  problems.push(...(limits?.problems ?? []));
  for (const fixture of fixtures) {
    const validate = byName.get(fixture.schemaName);
    if (!validate) {
      problems.push({
        file: fixture.file,
        pointer: '',
        message: `Its schema schemas/content/${fixture.schemaName} is missing or does not compile.`,
        fix: 'Add or fix that schema, or change which schema this fixture follows in scripts/schema-check/content-fixture-schemas.ts.',
        facts: { kind: 'fixture-schema-missing' },
      });
      continue;
    }
    const pointer = fixture.pointer ?? '';
    if (validate(fixture.data)) {
      problems.push(...(limits?.check({ ...fixture, pointer, shape: validate }) ?? []));
      continue;
    }
    for (const [index, error] of (validate.errors ?? []).entries()) {
      problems.push({
        file: fixture.file,
        pointer: `${pointer}${error.instancePath}`,
        message: `The content does not follow schemas/content/${fixture.schemaName}: ${plainErrors([error])[0] ?? ''}.`,
        fix:
          index === 0
            ? 'Fix the content, or the schema if the content service really sends this.'
            : 'See above.',
        facts: { kind: 'content-unfollowed' },
      });
    }
  }
  return problems;
}

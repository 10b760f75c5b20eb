import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { Problem } from './problems';
import type { SchemaNode } from '../../src/schema-forms/walk-schema';

/** A schema file and its content. */
export interface SchemaFile {
  readonly file: string;
  readonly schema: SchemaNode;
}

/** A content fixture and the schema file name (in schemas/content/) it must follow. */
export interface FixtureFile {
  readonly file: string;
  readonly data: unknown;
  readonly schemaName: string;
}

const plainErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());

/**
 * A folder of plain JSON Schemas (content, leads): each compiles in strict mode, together so
 * they can point at each other; content fixtures follow their schema.
 */
export function checkJsonSchemas(
  schemas: readonly SchemaFile[],
  fixtures: readonly FixtureFile[] = [],
): Problem[] {
  const problems: Problem[] = [];
  const ajv = new Ajv({ strict: true, allErrors: true });
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
      });
    }
  }
  const byName = new Map<string, (data: unknown) => ErrorObject[] | undefined>();
  for (const entry of added) {
    try {
      const validate = ajv.compile(entry.schema);
      byName.set(entry.file.split('/').pop() ?? entry.file, (data) =>
        validate(data) ? undefined : (validate.errors ?? []),
      );
    } catch (error) {
      problems.push({
        file: entry.file,
        pointer: '',
        message: `The schema does not compile in strict mode: ${(error as Error).message}.`,
        fix: 'Fix the word or value named; unknown words are not allowed in schemas.',
      });
    }
  }
  for (const fixture of fixtures) {
    const validate = byName.get(fixture.schemaName);
    if (!validate) {
      problems.push({
        file: fixture.file,
        pointer: '',
        message: `Its schema schemas/content/${fixture.schemaName} is missing or does not compile.`,
        fix: 'Add or fix that schema, or change which schema this fixture follows in scripts/schema-check/content-fixture-schemas.ts.',
      });
      continue;
    }
    const errors = validate(fixture.data);
    for (const [index, error] of (errors ?? []).entries()) {
      problems.push({
        file: fixture.file,
        pointer: error.instancePath,
        message: `The content does not follow schemas/content/${fixture.schemaName}: ${plainErrors([error])[0] ?? ''}.`,
        fix:
          index === 0
            ? 'Fix the content, or the schema if the content service really sends this.'
            : 'See above.',
      });
    }
  }
  return problems;
}

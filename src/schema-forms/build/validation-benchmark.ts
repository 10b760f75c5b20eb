import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { CompiledForm } from '../compiled-form';
import { resolveExampleData, type FormExamplesFile } from '../examples/form-examples';
import { createFormAjv } from '../validation/create-form-ajv';

/** Two ways to validate the same full meter-read form, for `scripts/bench/` to time. */
export interface MeterReadValidators {
  /** The generated standalone function the browser runs (no compiler, no eval). */
  readonly precompiled: (data: unknown) => boolean;
  /** The same schema compiled at run time by ajv with our keywords (what we avoid shipping). */
  readonly runtime: (data: unknown) => boolean;
  /** How long the run-time compilation took, in milliseconds. */
  readonly runtimeCompileMs: number;
  /** A full, valid meter-read form: both fuels, account numbers, readings, today's date. */
  readonly sample: Record<string, unknown>;
  /** The same form with an error in every field that can have one. */
  readonly invalidSample: Record<string, unknown>;
}

/**
 * Builds both validators of the meter-read form from a project root (node only, after
 * `npm run forms:compile`). Both must agree on the samples; the benchmark times them.
 */
export async function createMeterReadValidators(
  root = process.cwd(),
): Promise<MeterReadValidators> {
  const compiled = (await import('../compiled/meter-read.js')).default as CompiledForm;
  const schema = compiled.schema as RJSFSchema;
  const main = compiled.validateFns[hashForSchema(schema)];
  if (!main) throw new Error('The compiled meter-read module has no validator for its schema');
  const started = performance.now();
  const runtime = createFormAjv().compile(schema);
  const runtimeCompileMs = performance.now() - started;
  const examples = JSON.parse(
    readFileSync(path.join(root, 'schemas/forms/meter-read/meter-read.examples.json'), 'utf8'),
  ) as FormExamplesFile;
  const [valid] = examples.examples.filter((example) => example.valid);
  const invalid = examples.examples.find((example) => example.name.startsWith('Readings too long'));
  if (!valid || !invalid) throw new Error('The meter-read examples the benchmark uses are missing');
  return {
    precompiled: (data) => main(data),
    runtime: (data) => runtime(data),
    runtimeCompileMs,
    sample: resolveExampleData(valid.data),
    invalidSample: resolveExampleData(invalid.data),
  };
}

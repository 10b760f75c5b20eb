import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import type { CompiledForm } from '../../src/schema-forms/compiled-form.ts';
import {
  resolveExampleData,
  type FormExamplesFile,
} from '../../src/schema-forms/examples/form-examples.ts';
import { loadPhoneNumberRules } from '../../src/schema-forms/validation/checks/phone-number.ts';
import { formKeywords } from '../../src/schema-forms/validation/form-keywords.ts';
import { median } from './median.ts';

/** Median time to validate a full meter-read form one way, over `runs` runs. */
export interface ValidationRun {
  readonly name: string;
  readonly medianMs: number;
  readonly runs: number;
}

/** Validating one full meter-read form: the site's way, budgeted, and its references. */
export interface ValidationTiming {
  /** With the precompiled validator, as the browser validates: held to meterReadValidationMs. */
  readonly precompiled: ValidationRun;
  /** With ajv compiling the schema at run time, which the site never does: the reference. */
  readonly references: ValidationRun[];
  readonly note: string;
}

const formFolder = 'schemas/forms/meter-read';
const compiledModule = 'src/schema-forms/compiled/meter-read.js';

function timeRuns(runs: number, work: () => void): number {
  for (let index = 0; index < Math.min(runs, 50); index += 1) work(); // warm the JIT first
  const times: number[] = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** The fullest valid example of the form (the one answering the most fields), dates resolved. */
function fullFormData(): Record<string, unknown> {
  const file = `${formFolder}/meter-read.examples.json`;
  if (!existsSync(file))
    throw new Error(`${file} is missing: the bench validates its fullest example`);
  const { examples } = JSON.parse(readFileSync(file, 'utf8')) as FormExamplesFile;
  const fullest = examples
    .filter((example) => example.valid)
    .sort((first, second) => Object.keys(second.data).length - Object.keys(first.data).length)[0];
  if (!fullest) throw new Error(`${file} has no valid example`);
  return resolveExampleData(fullest.data);
}

/**
 * Times validating a full meter-read form as the site does it (rjsf's validateFormData) with the
 * precompiled standalone validators the browser uses; and, as its reference, with a validator
 * compiled at run time by ajv (which the site's CSP would forbid), and that compilation itself.
 */
export async function timeMeterReadValidation(runs = 5000): Promise<ValidationTiming> {
  if (!existsSync(compiledModule)) {
    throw new Error(`${compiledModule} is missing: run \`npm run validators:compile\``);
  }
  const compiled = (await import(pathToFileURL(compiledModule).href)) as { default: CompiledForm };
  // As on the site once the customer has started on the form (decision 017).
  await loadPhoneNumberRules();
  // The whole form's check is a module of its own, loaded as the browser loads it (decision 051).
  await compiled.default.loadChecks?.();
  const schema = compiled.default.schema;
  const formData = fullFormData();
  const precompiled = createPrecompiledValidator(compiled.default.validateFns, schema);
  const runtimeOptions = { ajvOptionsOverrides: { strict: true, keywords: [...formKeywords] } };
  const runtime = customizeValidator(runtimeOptions);
  const check = (errors: unknown[]) => {
    if (errors.length > 0)
      throw new Error(`The example did not validate: ${JSON.stringify(errors)}`);
  };
  check(precompiled.validateFormData(formData, schema).errors);
  check(runtime.validateFormData(formData, schema).errors);
  const compileRuns = 40;
  return {
    precompiled: {
      name: 'precompiled (standalone code, as in the browser)',
      medianMs: timeRuns(runs, () => precompiled.validateFormData(formData, schema)),
      runs,
    },
    references: [
      {
        name: 'reference: runtime-compiled ajv (compiled once, then cached)',
        medianMs: timeRuns(runs, () => runtime.validateFormData(formData, schema)),
        runs,
      },
      {
        name: 'reference: runtime compilation of the schema, first validation included',
        medianMs: timeRuns(compileRuns, () =>
          customizeValidator(runtimeOptions).validateFormData(formData, schema as RJSFSchema),
        ),
        runs: compileRuns,
      },
    ],
    note:
      `Form data: the fullest valid example of ${formFolder}/meter-read.examples.json (${Object.keys(formData).length} answers). ` +
      'Node on this machine; the browser runs the precompiled code, with no compiler in its ' +
      "bundle. The budget holds the precompiled validator's median; the runtime-compiled rows " +
      'are its reference.',
  };
}

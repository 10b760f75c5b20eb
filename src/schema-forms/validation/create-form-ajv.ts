import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { formKeywords } from './form-keywords.ts';

/**
 * An ajv instance that compiles form schemas at runtime, as the build does: strict, all errors,
 * our keywords and ajv-formats. For node only (checks, tests, the benchmark): the browser uses
 * the precompiled modules.
 */
export function createFormAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, keywords: [...formKeywords], ...options });
  addFormats(ajv);
  return ajv;
}

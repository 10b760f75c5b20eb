import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createFormAjv } from '../validation/create-form-ajv';
import type { FormId } from '../form-registry';

// Test-only: whether data passes a form's schema, compiled at runtime (node), with the messages
// of the errors when it does not, so a failing property test says what was wrong.

const validators = new Map<string, ReturnType<ReturnType<typeof createFormAjv>['compile']>>();

/** The errors of `data` against schemas/forms/<formId>/, as 'pointer keyword' strings. */
export function formDataErrors(formId: FormId, data: unknown): string[] {
  let validate = validators.get(formId);
  if (!validate) {
    const file = path.join(process.cwd(), 'schemas/forms', formId, `${formId}.schema.json`);
    validate = createFormAjv().compile(JSON.parse(readFileSync(file, 'utf8')) as object);
    validators.set(formId, validate);
  }
  return validate(structuredClone(data))
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
}

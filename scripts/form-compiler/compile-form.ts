import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { formUpdatedEvent } from '../../src/schema-forms/compiled-form.ts';
import { formKeywords } from '../../src/schema-forms/validation/form-keywords.ts';
import type { FormSource } from './form-sources.ts';
import { leadPlacementsOf } from './lead-placements.ts';
import { standaloneToEsm } from './standalone-to-esm.ts';

/**
 * Compiles a form schema into the source of an ES module (see CompiledForm): ajv standalone code
 * through rjsf's own precompiler, so the validate functions are keyed the way rjsf's precompiled
 * validator looks them up (one per sub-schema it may test: if/then conditions, options).
 * Custom keywords reach the compiling ajv through its options (rjsf issue 4746); strict mode makes
 * an unknown or misspelt keyword an error instead of a rule silently not checked.
 */
export function compileFormModule(source: FormSource): string {
  const standalone = compileSchemaValidatorsCode(source.schema, {
    ajvOptionsOverrides: { strict: true, keywords: [...formKeywords] },
  });
  const { imports, body, validateFnsTable } = standaloneToEsm(standalone);
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return `// Generated from schemas/forms/${source.formId}/ by scripts/compile-form-validators.ts. Do not edit.
${imports}

${body}

const validateFns = ${validateFnsTable};

export default {
  formId: ${JSON.stringify(source.formId)},
  schema: ${json(source.schema)},
  uiSchema: ${json(source.uiSchema)},
  leadPlacements: ${JSON.stringify(leadPlacementsOf(source.schema))},
  validateFns,
};

// In dev, a schema edit regenerates this module; the open form swaps to the new one in place.
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(formUpdatedEvent)}, { detail: next.default }));
  });
}
`;
}

/** The type declaration beside each generated module. */
export const compiledFormDeclaration = `import type { CompiledForm } from '../compiled-form.ts';

declare const form: CompiledForm;
export default form;
`;

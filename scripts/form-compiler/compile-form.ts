import { hashForSchema, schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { formUpdatedEvent } from '../../src/schema-forms/compiled-form.ts';
import { formKeywords } from '../../src/schema-forms/validation/form-keywords.ts';
import { withoutKeywords, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import type { FormSource } from './form-sources.ts';
import { leadPlacementsOf } from './lead-placements.ts';
import { standaloneToEsm, type EsmParts } from './standalone-to-esm.ts';

/**
 * A form's validators compiled by ajv as rjsf's own precompiler (`compileSchemaValidatorsCode`)
 * compiles them, so the validate functions are keyed the way rjsf's precompiled validator looks
 * them up: the whole form's under `formKey`, and one per sub-schema it may test as it renders
 * (if/then conditions, options) under the others. Custom keywords reach the compiling ajv
 * through its options (rjsf issue 4746); strict mode makes an unknown or misspelt keyword an
 * error instead of a rule silently not checked. `code(keys)` is the standalone code exporting
 * the validators of those keys, as an ES module's parts. `forRendering` compiles them for rjsf's
 * isValid, which reads only whether the answers fit.
 */
function compileValidators(schema: RJSFSchema, forRendering = false) {
  const schemas = schemaParser(schema);
  const ajv = createAjvInstance(undefined, undefined, {
    strict: true,
    keywords: [...formKeywords],
    code: { lines: true, source: true },
    schemas: Object.values(schemas),
    // What rjsf tests as it renders (isValid) it asks only whether the answers fit: such a
    // validator can stop at the first error and need not describe it (issue 40).
    ...(forRendering ? { allErrors: false, verbose: false, messages: false } : {}),
  });
  const formKey = hashForSchema(schema);
  const code = (keys: readonly string[]): EsmParts =>
    standaloneToEsm(
      keys.length > 0 ? standaloneCode(ajv, Object.fromEntries(keys.map((key) => [key, key]))) : '',
    );
  return {
    formKey,
    /** Compiles the whole form without writing code: refuses what ajv refuses in it. */
    check: () => ajv.getSchema(formKey),
    allKeys: Object.keys(schemas),
    partKeys: Object.keys(schemas).filter((key) => key !== formKey),
    code,
  };
}

const generatedBy = (formId: string) =>
  `// Generated from schemas/forms/${formId}/ by scripts/compile-form-validators.ts. Do not edit.`;

function formModule(
  source: FormSource,
  code: EsmParts,
  validateFns: string,
  more = '',
  shippedSchema: unknown = source.schema,
): string {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return `${generatedBy(source.formId)}
${code.imports}

${code.body}

const validateFns = ${validateFns};

export default {
  formId: ${JSON.stringify(source.formId)},
  schema: ${json(shippedSchema)},
  uiSchema: ${json(source.uiSchema)},
  leadPlacements: ${JSON.stringify(leadPlacementsOf(source.schema))},
  validateFns,${more}
};

// In dev, a schema edit regenerates this module; the open form swaps to the new one in place.
if (import.meta.hot) {
  import.meta.hot.accept((next) => {
    if (next) window.dispatchEvent(new CustomEvent(${JSON.stringify(formUpdatedEvent)}, { detail: next.default }));
  });
}
`;
}

/** A table of validate functions as source, with the whole form's under its key first. */
function withFormCheck(formKey: string, name: string, parts: EsmParts): string {
  return parts.validateFnsTable.replace('{\n', `{\n  ${JSON.stringify(formKey)}: ${name},\n`);
}

/**
 * Compiles a form schema into the source of one ES module (see CompiledForm), every validator in
 * it: for forms compiled on the fly (the forms studio's settings forms).
 */
export function compileFormModule(source: FormSource): string {
  const { allKeys, code } = compileValidators(source.schema as RJSFSchema);
  const all = code(allKeys);
  return formModule(source, all, all.validateFnsTable);
}

/**
 * Keywords for the people who edit a form, which no page reads (decision 054): its comments,
 * where each answer goes in the lead (read here, into `leadPlacements`) and the lead's schema.
 */
export const editorsOnlyKeywords: readonly string[] = ['$comment', 'x-lead', 'x-lead-schema'];

/** A form's schema as a site page downloads it: without what only its editors read. */
export function shippedSchemaOf(schema: unknown): SchemaNode {
  return withoutKeywords(schema as SchemaNode, editorsOnlyKeywords);
}

/**
 * A site form's two modules (decision 051): `form`, what showing the form needs (its schema, UI
 * schema and the sub-schemas' validators rjsf tests as it renders), and `checks`, the whole
 * form's validator with the rules it calls, loaded by the form's `loadChecks` once the customer
 * starts on the form. `checksFile` is the second module's name beside the first.
 */
export function compileSiteFormModules(
  source: FormSource,
  checksFile: string,
): { form: string; checks: string } {
  // The schema as written is compiled too, without writing its code, so ajv still checks the
  // editors' keywords' values (`x-lead`, `x-lead-schema`) and strict mode every keyword.
  compileValidators(source.schema as RJSFSchema).check();
  const shipped = shippedSchemaOf(source.schema);
  const { formKey, partKeys, code } = compileValidators(shipped as RJSFSchema);
  const wholeForm = code([formKey]);
  const parts = compileValidators(shipped as RJSFSchema, true).code(partKeys);
  const checkName = /: (validate\d+),/.exec(wholeForm.validateFnsTable)?.[1];
  if (!checkName) throw new Error('ajv compiled no validator for the whole form');
  const loadChecks = `
  // The whole form's check and the rules it calls: loaded once the customer starts on the form.
  loadChecks: async () => {
    wholeForm ??= (await import(${JSON.stringify(`./${checksFile}`)})).default;
  },
  checksLoaded: () => wholeForm !== undefined,`;
  const standIn = `
// Stands in for the whole form's check, which rjsf's validator asks for as it is made, until
// loadChecks has brought it in.
let wholeForm;
function checkWholeForm(data, options) {
  if (!wholeForm) throw new Error('The form ${source.formId} is checked before its checks loaded: await loadChecks() first');
  const valid = wholeForm(data, options);
  checkWholeForm.errors = wholeForm.errors;
  return valid;
}`;
  return {
    form: formModule(
      source,
      { ...parts, body: `${parts.body}\n${standIn}` },
      withFormCheck(formKey, 'checkWholeForm', parts),
      loadChecks,
      shipped,
    ),
    checks: `${generatedBy(source.formId)}
// The whole form's check, loaded by the form's module when the customer starts on the form.
${wholeForm.imports}

${wholeForm.body}

export default ${checkName};
`,
  };
}

/** The type declaration beside each generated module. */
export const compiledFormDeclaration = `import type { CompiledForm } from '../compiled-form.ts';

declare const form: CompiledForm;
export default form;
`;

import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { flattenFormSchema } from './flatten-form-schema.ts';

/** 'meter-read' → 'MeterReadData': the type's name comes from the folder, never from a title. */
export function formDataTypeName(formId: string): string {
  const words = formId.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Data`;
}

/**
 * The TypeScript declaration of the data a form submits (decision 023): its schema flattened
 * (every branch's fields), then typed by json-schema-to-typescript. Written to
 * src/schema-forms/compiled/<form-id>.data.d.ts.
 */
export async function formDataDeclaration(formId: string, schema: SchemaNode): Promise<string> {
  const typeName = formDataTypeName(formId);
  // Loaded only here: it takes a third of a second, which a dev recompile spends after the
  // browser's module is written.
  const { compile } = await import('json-schema-to-typescript');
  const code = await compile(flattenFormSchema(schema) as never, typeName, {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: false,
    strictIndexSignatures: true,
  });
  return (
    `// Generated from schemas/forms/${formId}/${formId}.schema.json by scripts/compile-form-validators.ts. Do not edit.\n` +
    `/** The data the ${formId} form submits, as its schema describes it (branch fields optional). */\n` +
    code.trim() +
    '\n'
  );
}

/**
 * src/schema-forms/compiled/form-data.d.ts: every form's data type by form id, so SchemaForm
 * types `onSubmit` from the `formId` it is given.
 */
export function formDataByIdDeclaration(formIds: readonly string[]): string {
  const imports = formIds.map(
    (formId) => `import type { ${formDataTypeName(formId)} } from './${formId}.data.js';`,
  );
  const exports = formIds.map(
    (formId) => `export type { ${formDataTypeName(formId)} } from './${formId}.data.js';`,
  );
  const entries = formIds.map(
    (formId) => `  readonly ${JSON.stringify(formId)}: ${formDataTypeName(formId)};`,
  );
  return `// Generated from the folders of schemas/forms by scripts/compile-form-validators.ts. Do not edit.
${imports.join('\n')}

${exports.join('\n')}

/** Submitted data by form id. */
export interface FormDataById {
${entries.join('\n')}
}
`;
}

/**
 * src/schema-forms/compiled/form-loaders.ts: the form registry, one lazy import per folder of
 * schemas/forms (each a chunk of its own), so a new folder needs no code edit to be loaded.
 */
export function formLoadersModule(
  formIds: readonly string[],
  moduleOf = (formId: string) => `./${formId}.js`,
): string {
  const loaders = formIds.map(
    (formId) => `  ${JSON.stringify(formId)}: () => import(${JSON.stringify(moduleOf(formId))}),`,
  );
  return `// Generated from the folders of schemas/forms by scripts/compile-form-validators.ts. Do not edit.
import type { CompiledForm } from '../compiled-form.ts';

/** Each form's compiled module, loaded when a page first shows it. */
export const formLoaders = {
${loaders.join('\n')}
} as const satisfies Record<string, () => Promise<{ default: CompiledForm }>>;
`;
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { standaloneToEsm } from '../../../schema-forms/build/standalone-to-esm';
import { stripAnnotations } from './strip-annotations';

/** Where the content schemas live, and where their compiled validators go (git-ignored). */
export const contentSchemasFolder = 'schemas/content';
export const compiledContentFolder = 'src/lib/content/compiled';

/** `help-categories.schema.json` → `validateHelpCategories`. */
export function validatorNameOf(fileName: string): string {
  const words = fileName.replace(/\.schema\.json$/, '').split('-');
  return `validate${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}

/** The schema files of a folder, by file name, sorted. */
export function readContentSchemas(folder: string): Map<string, Record<string, unknown>> {
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.schema.json'))
    .sort();
  return new Map(
    names.map((name) => [
      name,
      JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as Record<string, unknown>,
    ]),
  );
}

/** One generated module: `<schema name>.js` exporting one validator, and its declaration. */
export interface CompiledContentModule {
  readonly baseName: string;
  readonly validatorName: string;
  readonly js: string;
  readonly dts: string;
}

const banner = (fileName: string) =>
  `// Generated from schemas/content/${fileName} by scripts/compile-content-validators.ts. Do not edit.`;

/**
 * Compiles each content schema into its own small ES module with ajv's standalone code, so the
 * browser checks content at its boundary without compiling schemas at run time (the strict CSP
 * forbids eval), and each route loads only the validators it uses. ajv's `require()`s of its
 * runtime pieces become imports: the modules hold no CommonJS. The first error is enough to
 * refuse a payload, so allErrors is off and annotations are left out to keep the code small.
 */
export function compileContentValidators(
  schemas: ReadonlyMap<string, Record<string, unknown>>,
): CompiledContentModule[] {
  const ajv = new Ajv({ strict: true, code: { source: true, esm: true } });
  addFormats(ajv);
  for (const [fileName, schema] of schemas) {
    if (typeof schema.$id !== 'string') throw new Error(`${fileName} has no $id`);
    ajv.addSchema(stripAnnotations(schema));
  }
  return [...schemas].map(([fileName, schema]) => {
    const validatorName = validatorNameOf(fileName);
    const { imports, body } = standaloneToEsm(
      standaloneCode(ajv, { [validatorName]: String(schema.$id) }),
    );
    const js = `${banner(fileName)}\n${imports}\n\n${body}\n`;
    if (/\brequire\s*\(/.test(js)) throw new Error(`${fileName}: compiled code calls require()`);
    const dts = `${banner(fileName)}\nimport type { ContentValidateFunction } from '../content-validate-function';\n\nexport declare const ${validatorName}: ContentValidateFunction;\n`;
    return { baseName: fileName.replace(/\.schema\.json$/, ''), validatorName, js, dts };
  });
}

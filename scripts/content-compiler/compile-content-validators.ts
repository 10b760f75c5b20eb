import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { standaloneToEsm } from '../form-compiler/standalone-to-esm.ts';
import { limitKeywordsAsRules } from '../../src/site/content-limit-keywords.ts';
import { limitsSchemaOf } from './limits-schema.ts';
import { stripAnnotations } from './strip-annotations.ts';

/** Where the content schemas live, and where their compiled validators go (git-ignored). */
export const contentSchemasFolder = 'schemas/content';
export const compiledContentFolder = 'src/lib/content/compiled';

/** `help-categories.schema.json` → `validateHelpCategories`; its limits' `validateHelpCategoriesLimits`. */
export function validatorNameOf(fileName: string, part: 'shape' | 'limits' = 'shape'): string {
  const words = fileName.replace(/\.schema\.json$/, '').split('-');
  const name = `validate${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
  return part === 'limits' ? `${name}Limits` : name;
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

/** One generated module (`<schema name>.js` or `<schema name>-limits.js`) and its declaration. */
export interface CompiledContentModule {
  readonly baseName: string;
  readonly validatorName: string;
  readonly js: string;
  readonly dts: string;
}

const banner = (fileName: string) =>
  `// Generated from schemas/content/${fileName} by scripts/compile-content-validators.ts. Do not edit.`;

type Schemas = ReadonlyMap<string, Record<string, unknown>>;

/** The ES module of one validator of an ajv, with any lines to add at its end. */
function standaloneModule(
  ajv: Ajv,
  validatorName: string,
  id: string,
  fileName: string,
  tail = '',
) {
  const { imports, body } = standaloneToEsm(standaloneCode(ajv, { [validatorName]: id }));
  const js = `${banner(fileName)}\n${imports}\n\n${body}\n${tail}`;
  if (/\brequire\s*\(/.test(js)) throw new Error(`${fileName}: compiled code calls require()`);
  return js;
}

const declaration = (fileName: string, names: readonly string[]) =>
  `${banner(fileName)}\nimport type { ContentValidateFunction } from '../content-validate-function.ts';\n\n${names
    .map((name) => `export declare const ${name}: ContentValidateFunction;`)
    .join('\n')}\n`;

/**
 * Compiles each content schema into its own small ES module with ajv's standalone code, so the
 * browser checks content at its boundary without compiling schemas at run time (the strict CSP
 * forbids eval), and each route loads only the validators it uses. ajv's `require()`s of its
 * runtime pieces become imports: the modules hold no CommonJS.
 *
 * Each schema gives two validators (decision 018). Its shape (`validateX`, in `<schema>.js`):
 * what the page cannot render without; the first error is enough to refuse a payload, so
 * allErrors is off and annotations (soft limits included) are left out to keep the code small.
 * Its soft limits (`validateXLimits`, in `<schema>-limits.js`, re-exported by `<schema>.js`):
 * checked after the shape, with every breach reported, so each can be dealt with on its own.
 */
export function compileContentValidators(schemas: Schemas): CompiledContentModule[] {
  const shapes = new Ajv({ strict: true, code: { source: true, esm: true } });
  addFormats(shapes);
  // A limit applies only to values of its type (maxLength to strings), so no type is needed.
  const limits = new Ajv({
    strict: true,
    strictTypes: false,
    allErrors: true,
    messages: false,
    keywords: limitKeywordsAsRules(),
    code: { source: true, esm: true },
  });
  for (const [fileName, schema] of schemas) {
    if (typeof schema.$id !== 'string') throw new Error(`${fileName} has no $id`);
    shapes.addSchema(stripAnnotations(schema));
    limits.addSchema(limitsSchemaOf(schema));
  }
  return [...schemas].flatMap(([fileName, schema]): CompiledContentModule[] => {
    const id = String(schema.$id);
    const baseName = fileName.replace(/\.schema\.json$/, '');
    const validatorName = validatorNameOf(fileName);
    const limitsName = validatorNameOf(fileName, 'limits');
    const reexport = `export { ${limitsName} } from './${baseName}-limits.js';`;
    return [
      {
        baseName,
        validatorName,
        js: standaloneModule(shapes, validatorName, id, fileName, `${reexport}\n`),
        dts: declaration(fileName, [validatorName, limitsName]),
      },
      {
        baseName: `${baseName}-limits`,
        validatorName: limitsName,
        js: standaloneModule(limits, limitsName, id, fileName),
        dts: declaration(fileName, [limitsName]),
      },
    ];
  });
}

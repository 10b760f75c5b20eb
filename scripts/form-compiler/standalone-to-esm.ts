/**
 * Turns ajv's CommonJS standalone output into an ES module: `exports["id"] = validateN` lines
 * become one `validateFns` table, and each `require("x")` of an ajv runtime piece or of one of
 * our checks becomes an import, so nothing in the browser bundle calls `require`.
 */
export interface EsmParts {
  readonly imports: string;
  readonly body: string;
  /** `{ "<schema id>": validateN, ... }` as source. */
  readonly validateFnsTable: string;
}

const exportLine = /^exports(?:\[("(?:[^"\\]|\\.)*")\]|\.([A-Za-z_$][\w$]*)) = (validate\d+);$/gm;
const requireCall = /require\(("(?:[^"\\]|\\.)*")\)/g;

/** Node ESM needs file extensions inside packages; bundlers do not mind them. */
function withExtension(specifier: string): string {
  if (specifier.startsWith('.') || /\.[cm]?js$/.test(specifier)) return specifier;
  return `${specifier}.js`;
}

// Node hands a CommonJS module's exports over as the namespace's `default`, bundlers hand them
// over as the namespace itself; our own checks are ES modules. This picks the exports in all three.
const interopHelper = `function cjsExports(namespace) {
  const inner = namespace.default;
  return inner !== null && typeof inner === 'object' && inner.__esModule ? inner : namespace;
}`;

/** Splits ajv standalone code (CommonJS) into ESM imports, body and the validate table. */
export function standaloneToEsm(code: string): EsmParts {
  const table: string[] = [];
  let body = code.replace(/^"use strict";\s*/, '');
  body = body.replace(exportLine, (_line, quoted: string | undefined, bare, name: string) => {
    table.push(`  ${quoted ?? JSON.stringify(bare)}: ${name},`);
    return '';
  });
  const modules = new Map<string, string>();
  body = body.replace(requireCall, (_call, quoted: string) => {
    const specifier = JSON.parse(quoted) as string;
    let alias = modules.get(specifier);
    if (!alias) {
      alias = `runtimeModule${modules.size}`;
      modules.set(specifier, alias);
    }
    return alias;
  });
  const importLines = [...modules].map(
    ([specifier, alias]) =>
      `import * as ${alias}Namespace from ${JSON.stringify(withExtension(specifier))};\n` +
      `const ${alias} = cjsExports(${alias}Namespace);`,
  );
  if (/\brequire\("|^exports|module\.exports/m.test(body)) {
    throw new Error(
      'ajv standalone code kept a CommonJS construct the form compiler does not know',
    );
  }
  return {
    imports: modules.size > 0 ? `${importLines.join('\n')}\n${interopHelper}` : '',
    body: body.trim(),
    validateFnsTable: `{\n${table.join('\n')}\n}`,
  };
}

import { _, type KeywordCxt, type Name } from 'ajv';

/** Where the checks live, seen from the generated modules in src/schema-forms/compiled/. */
const checksFromCompiled = '../validation/checks/';

/**
 * Makes a check function callable from a keyword's generated code. At runtime compilation
 * (node, tests) ajv calls `check` itself; in standalone code the `require` names the check's own
 * module, which the form compiler rewrites to an ESM import, so the browser runs plain code that
 * reads values (and the clock) when the customer submits — no eval, no compile-time constants.
 */
export function checkFunction(
  cxt: KeywordCxt,
  moduleName: string,
  exportName: string,
  check: (...args: never[]) => boolean,
): Name {
  return cxt.gen.scopeValue('func', {
    ref: check,
    code: _`require(${checksFromCompiled + moduleName})[${exportName}]`,
  });
}

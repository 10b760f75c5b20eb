import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { compileFormModule, compiledFormDeclaration } from './compile-form';
import { compiledFolder, listFormIds, readFormSource, writeIfChanged } from './form-sources';

/** Compiles one form into src/schema-forms/compiled/<id>.js (+ .d.ts); true when it changed. */
export function writeCompiledForm(root: string, formId: string): boolean {
  const out = path.join(root, compiledFolder);
  mkdirSync(out, { recursive: true });
  let code: string;
  try {
    code = compileFormModule(readFormSource(root, formId));
  } catch (error) {
    throw new Error(`schemas/forms/${formId}: ${(error as Error).message}`, { cause: error });
  }
  const changed = writeIfChanged(path.join(out, `${formId}.js`), code);
  writeIfChanged(path.join(out, `${formId}.d.ts`), compiledFormDeclaration);
  return changed;
}

/** Compiles the given forms (all when none are named); returns the ids compiled. */
export function writeCompiledForms(root: string, formIds: readonly string[] = []): string[] {
  const ids = formIds.length > 0 ? [...formIds] : listFormIds(root);
  for (const formId of ids) writeCompiledForm(root, formId);
  return ids;
}

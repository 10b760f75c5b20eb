import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { formDataByIdDeclaration, formLoadersModule } from './form-data-types.ts';
import { compiledFolder, listFormIds, writeIfChanged } from './form-sources.ts';

/**
 * Writes the form registry (src/schema-forms/compiled/form-loaders.ts) and FormDataById
 * (form-data.d.ts) from the folder list alone, so a new form folder is loaded and typed with no
 * code edit. Reads no schema: the schema check writes it before looking at the folders.
 */
export function writeFormRegistry(root: string): void {
  const out = path.join(root, compiledFolder);
  mkdirSync(out, { recursive: true });
  const formIds = listFormIds(root);
  writeIfChanged(path.join(out, 'form-loaders.ts'), formLoadersModule(formIds));
  writeIfChanged(path.join(out, 'form-data.d.ts'), formDataByIdDeclaration(formIds));
}

import type { FormExamplesFile } from '../examples/form-examples.ts';
import type { FormId } from '../form-registry.ts';

// Each examples file is its own chunk, loaded when its preview opens; in dev the preview loads
// it again after each save the schema check has passed (FormPreview).
const examplesFiles = import.meta.glob<FormExamplesFile>(
  '../../../schemas/forms/*/*.examples.json',
  {
    import: 'default',
  },
);

const fileOf = (formId: string, kind: string) =>
  `../../../schemas/forms/${formId}/${formId}.${kind}.json`;

/**
 * The examples file as saved now, on the dev server: a module the browser has not seen, since
 * after a broken edit the module it holds may be one from before the editor's fixes.
 */
async function loadSavedExamples(file: string): Promise<FormExamplesFile> {
  const url = new URL(file, import.meta.url);
  url.searchParams.set('t', String(Date.now()));
  const module = (await import(/* @vite-ignore */ url.href)) as { default: FormExamplesFile };
  return module.default;
}

/** Loads a form's named examples (none when it has no examples file). */
export async function loadFormExamples(formId: FormId): Promise<FormExamplesFile> {
  const file = fileOf(formId, 'examples');
  const load = examplesFiles[file];
  if (!load) return { examples: [] };
  return import.meta.hot ? loadSavedExamples(file) : load();
}

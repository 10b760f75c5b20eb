import type { FormExamplesFile } from '../examples/form-examples.ts';
import type { FormId } from '../form-registry.ts';

// Each examples file is its own chunk, loaded when its preview opens; in dev an edit to one
// replaces the module, and the preview (a Fast Refresh boundary) loads it again.
const examplesFiles = import.meta.glob<FormExamplesFile>(
  '../../../schemas/forms/*/*.examples.json',
  {
    import: 'default',
  },
);

/** Titles of the form schemas, for the list of previews. */
export const formTitles = import.meta.glob<string>('../../../schemas/forms/*/*.schema.json', {
  import: 'title',
  eager: true,
});

const fileOf = (formId: string, kind: string) =>
  `../../../schemas/forms/${formId}/${formId}.${kind}.json`;

/** The schema title of a form, or its id. */
export function formTitleOf(formId: FormId): string {
  return formTitles[fileOf(formId, 'schema')] ?? formId;
}

/** Loads a form's named examples (none when it has no examples file). */
export async function loadFormExamples(formId: FormId): Promise<FormExamplesFile> {
  const load = examplesFiles[fileOf(formId, 'examples')];
  return load ? load() : { examples: [] };
}

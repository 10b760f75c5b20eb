import type { CompiledForm } from './compiled-form.ts';
// The form registry is generated from the folders of schemas/forms/ (one lazy import each, a
// separate chunk loaded when a page first shows that form), so a new folder needs no edit here.
import { formLoaders } from './compiled/form-loaders.ts';

/** The id of a form of the site. */
export type FormId = keyof typeof formLoaders;

/** Every form id, in the order of the table. */
export const formIds = Object.keys(formLoaders) as FormId[];

/** Whether a string names a form (for route parameters). */
export function isFormId(value: string): value is FormId {
  return Object.hasOwn(formLoaders, value);
}

/** Loads a form's compiled module; an unknown id throws, naming it and the known ones. */
export async function importCompiledForm(formId: string): Promise<CompiledForm> {
  if (!isFormId(formId)) {
    throw new Error(`Unknown form "${formId}". Known forms: ${formIds.join(', ')}.`);
  }
  return (await formLoaders[formId]()).default;
}

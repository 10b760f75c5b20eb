import type { CompiledForm } from './compiled-form.ts';

/**
 * Every form of the site, by id: the folder name under schemas/forms/ and the generated module
 * under ./compiled/. Each is a separate chunk, loaded when a page first shows that form.
 */
const formLoaders = {
  'complaint-details': () => import('./compiled/complaint-details.js'),
  'complaint-query': () => import('./compiled/complaint-query.js'),
  'complaint-type': () => import('./compiled/complaint-type.js'),
  'energy-customer-type': () => import('./compiled/energy-customer-type.js'),
  'feedback-credit': () => import('./compiled/feedback-credit.js'),
  'feedback-details': () => import('./compiled/feedback-details.js'),
  'meter-read': () => import('./compiled/meter-read.js'),
  search: () => import('./compiled/search.js'),
} as const satisfies Record<string, () => Promise<{ default: CompiledForm }>>;

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

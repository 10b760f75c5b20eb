import { formEngineOf, type FormEngine } from './form-engine.ts';
import type { FormId } from './form-registry.ts';
import { preloadForm } from './use-compiled-form.ts';

/**
 * A step's form made ready to compose a summary and a lead from kept answers: loaded, with what
 * checking and sending its answers needs (the phone-number rules) loaded too. For the loader of a
 * 'Check your answers' page, so the page composes at once and never suspends.
 */
export async function preloadStepEngine(formId: FormId): Promise<FormEngine> {
  const engine = formEngineOf(await preloadForm(formId));
  await engine.prepareValidation();
  return engine;
}

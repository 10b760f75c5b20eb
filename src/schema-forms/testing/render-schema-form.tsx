import { act, render, type RenderResult } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { preloadFormRenderer, SchemaForm } from '../SchemaForm.tsx';
import type { SchemaFormProps } from '../schema-form-props.ts';
import type { FormId } from '../form-registry.ts';
import { preloadForm } from '../use-compiled-form.ts';

/**
 * Test-only: loads the renderer and the form's chunks first, so it renders at once instead of
 * suspending and checks at once on a submit. Each call
 * is a fresh page load (a new jotai store, sessionStorage kept), so rendering again after
 * unmount() is what a reload does to the drafts the form's fields keep.
 */
export async function renderSchemaForm<Id extends FormId>(
  props: SchemaFormProps<Id>,
): Promise<RenderResult> {
  // With its whole-form check (decision 051), which a customer's first focus on the form loads.
  const form = preloadForm(props.formId).then((loaded) => loaded.loadChecks?.());
  await Promise.all([form, preloadFormRenderer()]);
  let view: RenderResult | undefined;
  // Awaited: the form reads its loaded chunk with React's use(), and act finishes the render's
  // effects (the fields' draft subscriptions) only when awaited.
  await act(async () => {
    view = render(
      <JotaiProvider store={createStore()}>
        <SchemaForm {...props} />
      </JotaiProvider>,
    );
  });
  if (!view) throw new Error('The form did not render');
  return view;
}

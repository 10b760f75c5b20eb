import { Suspense, use, type ReactNode } from 'react';
import { studioFormLoaders } from 'virtual:studio-forms';
import {
  CompiledSchemaForm,
  type CompiledSchemaFormProps,
} from '../../../src/schema-forms/CompiledSchemaForm.tsx';
import type { CompiledForm } from '../../../src/schema-forms/compiled-form.ts';
import { LoadingStatus } from '../../../src/lib/loading/LoadingStatus.tsx';
import { AfterRevealedField, withReveals } from './settings-reveals.tsx';
import { studioCopy } from './studio-copy.ts';

const loading = new Map<string, Promise<CompiledForm>>();
const withTheirReveals = new WeakMap<CompiledForm, CompiledForm>();
const noExtras = {};

/** A settings form, loaded once per page (each is its own module of the studio's server). */
function settingsFormOf(formId: string): Promise<CompiledForm> {
  let form = loading.get(formId);
  if (!form) {
    const loader = studioFormLoaders[formId];
    form = loader
      ? loader()
      : Promise.reject(new Error(`The studio has no settings form "${formId}"`));
    loading.set(formId, form);
  }
  return form;
}

function LoadedStudioForm({ formId, afterRevealed, ...props }: StudioFormProps) {
  const loaded = use(settingsFormOf(formId));
  let compiled = withTheirReveals.get(loaded);
  if (!compiled) {
    compiled = withReveals(loaded);
    withTheirReveals.set(loaded, compiled);
  }
  return (
    <AfterRevealedField value={afterRevealed ?? noExtras}>
      <CompiledSchemaForm {...props} compiled={compiled} />
    </AfterRevealedField>
  );
}

export type StudioFormProps = Omit<CompiledSchemaFormProps, 'compiled'> & {
  /** Which of the studio's settings forms (settings-form-ids.ts). */
  readonly formId: string;
  /** Shown right after a field revealed by a radio, by the field's name. */
  readonly afterRevealed?: Readonly<Record<string, ReactNode>>;
};

/**
 * One of the studio's own settings forms, rendered by the site's form engine (decision 044): the
 * GOV.UK theme, its error summary and inline errors, and its precompiled validator.
 */
export function StudioForm(props: StudioFormProps) {
  return (
    <Suspense fallback={<LoadingStatus text={studioCopy.loading} />}>
      <LoadedStudioForm {...props} />
    </Suspense>
  );
}

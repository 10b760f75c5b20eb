import { use, useEffect, useSyncExternalStore } from 'react';
import { formUpdatedEvent, type CompiledForm } from './compiled-form.ts';
import { importCompiledForm, type FormId } from './form-registry.ts';
import { lazyModule } from '../lib/loading/lazy-module.ts';
import { readableByUse } from '../lib/loading/load-once.ts';
import { loadFieldsOf } from './theme/form-fields.tsx';

const loaders = new Map<string, () => Promise<CompiledForm>>();
const loaded = new Map<string, CompiledForm>();
const listeners = new Set<() => void>();
const loadedLists = new Map<string, Promise<CompiledForm[]>>();
// Counts the modules dev has swapped in, so a list of forms re-renders with the newest ones.
let updates = 0;

function load(formId: FormId): Promise<CompiledForm> {
  let loader = loaders.get(formId);
  if (!loader) {
    loader = lazyModule(async () => {
      const form = await importCompiledForm(formId);
      // The fields it names come with it, so the form shows whole (decision 051).
      await loadFieldsOf(form.uiSchema);
      loaded.set(formId, form);
      for (const listener of listeners) listener();
      return form;
    });
    loaders.set(formId, loader);
  }
  return loader();
}

if (import.meta.hot && typeof window !== 'undefined') {
  // A schema edit in dev regenerates the form's module, which announces itself here.
  window.addEventListener(formUpdatedEvent, (event) => {
    const form = (event as CustomEvent<CompiledForm>).detail;
    loaded.set(form.formId, form);
    updates += 1;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads a form ahead of need (e.g. in a route loader, or before rendering it in a test, so the
 * form shows at once instead of suspending).
 */
export function preloadForm(formId: FormId): Promise<CompiledForm> {
  return load(formId);
}

/**
 * The compiled form for an id: suspends while its chunk loads, then re-renders in dev when its
 * schema file is edited.
 */
export function useCompiledForm(formId: FormId): CompiledForm {
  // The store holds the newest module, which differs from the first only after a schema edit in
  // dev. use() runs on every render (lazy-module.ts) and suspends only while the form is on its
  // way: a render replayed after it arrives must call it too, or the hooks after it fail.
  const newest = useSyncExternalStore(subscribe, () => loaded.get(formId));
  const first = use(load(formId));
  return newest ?? first;
}

/**
 * The compiled forms for several ids, in their order (the forms of a lead journey, for the
 * editors' preview): suspends until all are loaded, then re-renders in dev when one is edited.
 */
export function useCompiledForms(formIds: readonly FormId[]): CompiledForm[] {
  const key = formIds.join(' ');
  let all = loadedLists.get(key);
  if (!all) {
    all = readableByUse(Promise.all(formIds.map(load)));
    loadedLists.set(key, all);
  }
  useSyncExternalStore(subscribe, () => updates);
  const first = use(all);
  return formIds.map((formId, index) => loaded.get(formId) ?? (first[index] as CompiledForm));
}

/**
 * The compiled form for an id once it has loaded, without suspending (undefined before, and
 * while it cannot load): for what a page can show without it, such as the preview's title.
 */
export function useLoadedForm(formId: FormId): CompiledForm | undefined {
  useEffect(() => {
    load(formId).catch(() => undefined);
  }, [formId]);
  return useSyncExternalStore(
    subscribe,
    () => loaded.get(formId),
    () => undefined,
  );
}

import { use, type ComponentType } from 'react';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { lazyModule } from '../../lib/loading/lazy-module.ts';
import type { LazyModule } from '../../lib/loading/load-once.ts';
import type { UiFieldName } from './theme-names.ts';

type Field = ComponentType<FieldProps>;

/**
 * Our own fields, each its own chunk: only some forms ask for an address (and none of the site's
 * for a password), so a step whose form names none downloads none of them (decision 051).
 */
const fieldLoaders: Record<UiFieldName, LazyModule<Field>> = {
  address: lazyModule(() =>
    import('./fields/AddressField.tsx').then((module) => module.AddressField as Field),
  ),
  password: lazyModule(() =>
    import('./fields/PasswordField.tsx').then((module) => module.PasswordField as Field),
  ),
};

const isFieldName = (name: unknown): name is UiFieldName =>
  typeof name === 'string' && Object.hasOwn(fieldLoaders, name);

/** The names of our fields a UI schema asks for with `ui:field`, at any depth. */
export function fieldsNamedBy(uiSchema: UiSchema): UiFieldName[] {
  const names = new Set<UiFieldName>();
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:field' && isFieldName(value)) names.add(value);
      else visit(value);
    }
  };
  visit(uiSchema);
  return [...names];
}

/**
 * Loads the fields a form's UI schema names: the form's module is ready to show once they are
 * in, so a form never suspends on its own fields.
 */
export async function loadFieldsOf(uiSchema: UiSchema): Promise<void> {
  await Promise.all(fieldsNamedBy(uiSchema).map((name) => fieldLoaders[name]()));
}

/** One of our fields, loaded when a form first shows it (loadFieldsOf loads it ahead). */
export function lazyField(name: UiFieldName): Field {
  function LazyField(props: FieldProps) {
    // use() on every render (lazy-module.ts): once loaded, it returns the field at once.
    const Loaded = use(fieldLoaders[name]());
    return <Loaded {...props} />;
  }
  LazyField.displayName = `LazyField(${name})`;
  return LazyField;
}

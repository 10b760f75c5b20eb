import { use, type ComponentType } from 'react';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { lazyModule } from '../../lib/loading/lazy-module.ts';
import type { LazyModule } from '../../lib/loading/load-once.ts';
import type { UiFieldName } from './theme-names.ts';

/**
 * One of our fields; `loadShownFirst` loads, with the field, the parts it shows before the customer
 * acts, as its UI schema says (the address field's postcode lookup, when it starts with it).
 */
type Field = ComponentType<FieldProps> & {
  readonly loadShownFirst?: (uiSchema: UiSchema) => Promise<unknown> | undefined;
};

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

/** Each place a UI schema asks for one of our fields with `ui:field`, at any depth. */
function fieldsAskedBy(uiSchema: UiSchema): { name: UiFieldName; uiSchema: UiSchema }[] {
  const asked: { name: UiFieldName; uiSchema: UiSchema }[] = [];
  const visit = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    const field = (node as UiSchema)['ui:field'];
    if (isFieldName(field)) asked.push({ name: field, uiSchema: node as UiSchema });
    for (const [key, value] of Object.entries(node)) if (key !== 'ui:field') visit(value);
  };
  visit(uiSchema);
  return asked;
}

/** The names of our fields a UI schema asks for with `ui:field`, at any depth. */
export function fieldsNamedBy(uiSchema: UiSchema): UiFieldName[] {
  return [...new Set(fieldsAskedBy(uiSchema).map(({ name }) => name))];
}

/**
 * Loads the fields a form's UI schema names, with what each shows first: the form's module is
 * ready to show once they are in, so a form never suspends on its own fields.
 */
export async function loadFieldsOf(uiSchema: UiSchema): Promise<void> {
  await Promise.all(
    fieldsAskedBy(uiSchema).map(async ({ name, uiSchema: fieldUiSchema }) => {
      const field = await fieldLoaders[name]();
      await field.loadShownFirst?.(fieldUiSchema);
    }),
  );
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

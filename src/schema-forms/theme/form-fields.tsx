import { use, type ComponentType } from 'react';
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { lazyModule } from '../../lib/loading/lazy-module.ts';
import type { LazyModule } from '../../lib/loading/load-once.ts';
import type { UiFieldName } from './theme-names.ts';
import { loadAddressShownFirst } from './fields/address/address-start.ts';

type Field = ComponentType<FieldProps>;

/**
 * One of our fields: its chunk, and what it shows before the customer acts, as its UI schema says
 * (the address field's postcode lookup, when it starts with it), loaded beside it.
 */
interface FieldLoader {
  readonly load: LazyModule<Field>;
  readonly shownFirst?: (uiSchema: UiSchema) => Promise<unknown> | undefined;
}

/**
 * Our own fields, each its own chunk: only some forms ask for an address (and none of the site's
 * for a password), so a step whose form names none downloads none of them (decision 051).
 */
const fieldLoaders: Record<UiFieldName, FieldLoader> = {
  address: {
    load: lazyModule(() =>
      import('./fields/AddressField.tsx').then((module) => module.AddressField as Field),
    ),
    shownFirst: loadAddressShownFirst,
  },
  password: {
    load: lazyModule(() =>
      import('./fields/PasswordField.tsx').then((module) => module.PasswordField as Field),
    ),
  },
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
 * Loads the fields a form's UI schema names, with what each shows first, all asked for at once:
 * the form's module is ready to show once they are in, so a form never suspends on its own fields.
 */
export async function loadFieldsOf(uiSchema: UiSchema): Promise<void> {
  await Promise.all(
    fieldsAskedBy(uiSchema).flatMap(({ name, uiSchema: fieldUiSchema }) => [
      fieldLoaders[name].load(),
      fieldLoaders[name].shownFirst?.(fieldUiSchema),
    ]),
  );
}

/** One of our fields, loaded when a form first shows it (loadFieldsOf loads it ahead). */
export function lazyField(name: UiFieldName): Field {
  function LazyField(props: FieldProps) {
    // use() on every render (lazy-module.ts): once loaded, it returns the field at once.
    const Loaded = use(fieldLoaders[name].load());
    return <Loaded {...props} />;
  }
  LazyField.displayName = `LazyField(${name})`;
  return LazyField;
}

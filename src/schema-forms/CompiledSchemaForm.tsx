import type { CompiledForm } from './compiled-form.ts';
import { useSchemaFormElement, type SchemaFormElementProps } from './schema-form-element.tsx';

/** Props of a form already compiled: SchemaForm's, with the form itself for its id. */
export interface CompiledSchemaFormProps extends SchemaFormElementProps {
  readonly compiled: CompiledForm;
}

/**
 * A form compiled elsewhere than the site's registry, rendered by the site's form renderer: the
 * forms studio's settings forms, which its server compiles (decision 044). The site never
 * imports it, so no page's code carries it.
 */
export function CompiledSchemaForm({ compiled, ...props }: CompiledSchemaFormProps) {
  return useSchemaFormElement(props, compiled);
}

import type { FormId } from './form-registry.ts';
import { useSchemaFormElement, type SchemaFormElementProps } from './schema-form-element.tsx';
import type { SchemaFormProps } from './schema-form-props.ts';
import { useCompiledForm } from './use-compiled-form.ts';

/**
 * SchemaForm's renderer, its own chunk (see SchemaForm.tsx): a form of schemas/forms/ by its id,
 * its answers typed from its schema, rendered by the form renderer (schema-form-element.tsx).
 */
export function LoadedSchemaForm<Id extends FormId>(props: SchemaFormProps<Id>) {
  return useSchemaFormElement(
    props as unknown as SchemaFormElementProps,
    useCompiledForm(props.formId),
  );
}

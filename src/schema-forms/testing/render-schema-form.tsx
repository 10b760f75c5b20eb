import { render } from '@testing-library/react';
import { SchemaForm, type SchemaFormProps } from '../SchemaForm';
import type { FormId } from '../form-registry';
import { preloadForm } from '../use-compiled-form';

/** Test-only: loads a form's chunk first, so it renders at once instead of suspending. */
export async function renderSchemaForm<Id extends FormId>(props: SchemaFormProps<Id>) {
  await preloadForm(props.formId);
  return render(<SchemaForm {...props} />);
}

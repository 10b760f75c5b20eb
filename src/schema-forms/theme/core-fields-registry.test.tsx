import { render } from '@testing-library/react';
import { withTheme } from '@rjsf/core';
import type { FieldProps, RJSFSchema, Registry } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { formFields, formTemplates, formWidgets } from './form-theme.ts';

// rjsf's Form starts from core-fields-registry.ts in place of its default registry (decision
// 029): these tests see the registry a form actually renders with.

function registryOfAForm(): Registry {
  let seen: Registry | undefined;
  function Recorder(props: FieldProps) {
    seen = props.registry;
    return null;
  }
  const Form = withTheme({
    fields: { ...formFields, recorder: Recorder },
    templates: formTemplates,
    widgets: formWidgets,
  });
  const schema: RJSFSchema = { type: 'object', properties: { seen: { type: 'string' } } };
  render(
    <Form
      schema={schema}
      uiSchema={{ seen: { 'ui:field': 'recorder' } }}
      validator={customizeValidator()}
    >
      <button type="submit">Continue</button>
    </Form>,
  );
  if (!seen) throw new Error('The form rendered no field');
  return seen;
}

describe('the registry our forms render with', () => {
  it('holds the core fields for objects, text, choices, yes or no and numbers, and ours', () => {
    expect(Object.keys(registryOfAForm().fields).sort()).toEqual(
      [
        'BooleanField',
        'NumberField',
        'ObjectField',
        'SchemaField',
        'StringField',
        ...Object.keys(formFields),
        'recorder',
      ].sort(),
    );
  });

  it("has our widgets and templates and none of rjsf's own", () => {
    const registry = registryOfAForm();
    expect(Object.keys(registry.widgets).sort()).toEqual(Object.keys(formWidgets).sort());
    expect(Object.keys(registry.templates).sort()).toEqual(
      [...Object.keys(formTemplates), 'ButtonTemplates'].sort(),
    );
  });
});

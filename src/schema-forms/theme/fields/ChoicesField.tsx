import { getUiOptions, optionsList, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { useCallback } from 'react';
import { CheckboxesWidget } from '../widgets/CheckboxesWidget.tsx';

/**
 * The one list our forms ask: a question of which several choices may be chosen (the
 * checkboxes kind, form-model/answer-kinds.ts), whose `items` are the choices. It stands in for
 * rjsf's ArrayField, which also draws lists a customer adds to and reorders (none of our forms
 * has one: the schema check refuses them), so a step's script carries only this. The frame, its
 * legend, hint and error are FieldTemplate's; the boxes are CheckboxesWidget's, the one input
 * that suits a list (the schema check refuses any other `ui:widget` on it).
 */
export function ChoicesField(props: FieldProps) {
  const { schema, uiSchema, fieldPathId, formData, registry, onChange, onBlur, onFocus } = props;
  const items = registry.schemaUtils.retrieveSchema(
    (typeof schema.items === 'object' && !Array.isArray(schema.items)
      ? schema.items
      : {}) as RJSFSchema,
    formData,
  );
  const options = getUiOptions(uiSchema, registry.globalUiOptions);
  const onWidgetChange = useCallback(
    (value: unknown) => onChange(value, fieldPathId.path, undefined, fieldPathId.$id),
    [onChange, fieldPathId],
  );
  return (
    <CheckboxesWidget
      id={fieldPathId.$id}
      name={props.name}
      multiple
      options={{
        ...options,
        enumOptions: optionsList(
          items,
          typeof uiSchema?.items === 'object' ? uiSchema.items : undefined,
        ),
      }}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      value={Array.isArray(formData) ? formData : []}
      onChange={onWidgetChange}
      onBlur={onBlur}
      onFocus={onFocus}
      required={props.required}
      disabled={props.disabled}
      readonly={props.readonly}
      autofocus={props.autofocus}
      rawErrors={props.rawErrors}
      label={typeof schema.title === 'string' ? schema.title : props.name}
      htmlName={fieldPathId.name}
    />
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { formCopy } from '../../form-copy.ts';
import { classNames, describedBy, hintOf } from '../field-ids.ts';

/** A GOV.UK select for a long list of choices; the first option is the placeholder. */
export function SelectWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, placeholder } = props;
  const choices = options.enumOptions ?? [];
  const hasError = (props.rawErrors?.length ?? 0) > 0;
  const selected = choices.findIndex((choice) => choice.value === value);
  const valueAt = (index: string) =>
    index === '' ? options.emptyValue : choices[Number(index)]?.value;
  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className={classNames('select', hasError && 'select--error')}
      value={selected === -1 ? '' : String(selected)}
      disabled={disabled || readonly}
      aria-describedby={describedBy(id, {
        hint: !!hintOf(props.schema, props.uiSchema),
        error: hasError,
      })}
      aria-invalid={hasError || undefined}
      onChange={(event) => onChange(valueAt(event.target.value))}
      onBlur={(event) => onBlur(id, valueAt(event.target.value))}
      onFocus={(event) => onFocus(id, valueAt(event.target.value))}
    >
      <option value="">{placeholder || formCopy.selectPlaceholder}</option>
      {choices.map((choice, index) => (
        <option key={String(choice.value)} value={String(index)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

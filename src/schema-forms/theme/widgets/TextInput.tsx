import type { WidgetProps } from '@rjsf/utils';
import { classNames, describedBy, hintOf } from '../field-ids.ts';

/** Input types a text-like widget may render. */
export type TextInputType = 'text' | 'email' | 'tel' | 'search' | 'password';

type InputMode = 'text' | 'numeric' | 'tel' | 'email' | 'search';

/**
 * One GOV.UK text input for a string field: label and hint come from FieldTemplate; this ties
 * them with aria-describedby, marks errors with aria-invalid and passes the autocomplete token.
 * An emptied input stores undefined, so `required` reports it.
 */
export function TextInput(props: WidgetProps & { readonly type: TextInputType }) {
  const { id, type, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const hasError = (props.rawErrors?.length ?? 0) > 0;
  const hint = !!hintOf(props.schema, props.uiSchema);
  const width = typeof options.width === 'string' ? `input--width-${options.width}` : undefined;
  return (
    <input
      id={id}
      name={props.htmlName ?? id}
      type={type}
      className={classNames('input', width, hasError && 'input--error')}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      disabled={disabled}
      readOnly={readonly}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'off'}
      inputMode={
        typeof options.inputMode === 'string' ? (options.inputMode as InputMode) : undefined
      }
      spellCheck={options.spellcheck === false ? false : undefined}
      aria-describedby={describedBy(id, { hint, error: hasError })}
      aria-invalid={hasError || undefined}
      onChange={(event) =>
        onChange(event.target.value === '' ? options.emptyValue : event.target.value)
      }
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

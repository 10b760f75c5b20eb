import type { WidgetProps } from '@rjsf/utils';
import { classNames, describedBy, hintOf } from '../field-ids.ts';
import { CharacterCount, characterCountInfoId } from './CharacterCount.tsx';

/**
 * A textarea; with `"characterCount": true` in its ui:options it gets the GOV.UK character count
 * below it, counting against the schema's maxLength and using its over-limit message.
 */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options, schema } = props;
  const hasError = (props.rawErrors?.length ?? 0) > 0;
  const text = typeof value === 'string' ? value : '';
  const limit = options.characterCount === true ? schema.maxLength : undefined;
  const overTemplate = (schema['x-errorMessages'] as Record<string, string> | undefined)?.maxLength;
  return (
    <>
      <textarea
        id={id}
        name={props.htmlName ?? id}
        className={classNames('textarea', hasError && 'textarea--error')}
        rows={typeof options.rows === 'number' ? options.rows : 5}
        value={text}
        disabled={disabled}
        readOnly={readonly}
        aria-describedby={describedBy(id, {
          hint: !!hintOf(schema, props.uiSchema),
          error: hasError,
          extra: limit === undefined ? undefined : characterCountInfoId(id),
        })}
        aria-invalid={hasError || undefined}
        onChange={(event) =>
          onChange(event.target.value === '' ? options.emptyValue : event.target.value)
        }
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {limit === undefined ? null : (
        <CharacterCount id={id} text={text} limit={limit} overTemplate={overTemplate} />
      )}
    </>
  );
}

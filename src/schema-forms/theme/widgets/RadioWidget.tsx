import type { WidgetProps } from '@rjsf/utils';
import { classNames } from '../field-ids.ts';
import { ChoiceItem } from './ChoiceItem.tsx';

/**
 * GOV.UK radios: the fieldset and legend come from FieldTemplate; each option may carry a hint
 * (its schema description) tied to it. `"inline": true` lays short answers side by side.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const choices = options.enumOptions ?? [];
  return (
    <div className={classNames('radios', options.inline === true && 'radios--inline')}>
      {choices.map((choice, index) => (
        <ChoiceItem
          key={index}
          kind="radios"
          id={`${id}-${index}`}
          name={props.htmlName ?? id}
          value={String(index)}
          label={choice.label}
          hint={choice.schema?.description}
          checked={choice.value === value}
          disabled={disabled || readonly}
          onChange={() => onChange(choice.value)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
      ))}
    </div>
  );
}

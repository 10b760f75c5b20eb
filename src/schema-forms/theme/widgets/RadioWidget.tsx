import type { WidgetProps } from '@rjsf/utils';
import { classNames } from '../field-ids.ts';

/**
 * GOV.UK radios: the fieldset and legend come from FieldTemplate; each option may carry a hint
 * (its schema description) tied to it. `"inline": true` lays short answers side by side.
 */
export function RadioWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const choices = options.enumOptions ?? [];
  return (
    <div className={classNames('radios', options.inline === true && 'radios--inline')}>
      {choices.map((choice, index) => {
        const optionId = `${id}-${index}`;
        const hint = choice.schema?.description;
        return (
          <div className="radios__item" key={optionId}>
            <input
              className="radios__input"
              id={optionId}
              name={props.htmlName ?? id}
              type="radio"
              value={String(index)}
              checked={choice.value === value}
              disabled={disabled || readonly}
              aria-describedby={hint ? `${optionId}-hint` : undefined}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            <label className="label radios__label" htmlFor={optionId}>
              {choice.label}
            </label>
            {hint ? (
              <div id={`${optionId}-hint`} className="hint radios__hint">
                {hint}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

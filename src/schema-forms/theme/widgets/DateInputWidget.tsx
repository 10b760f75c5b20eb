import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { formCopy } from '../../form-copy.ts';
import { classNames } from '../field-ids.ts';

interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

const empty: DateParts = { day: '', month: '', year: '' };

function partsOf(value: unknown): DateParts {
  if (typeof value !== 'string') return empty;
  const [year = '', month = '', day = ''] = value.split('-');
  return { day: day.replace(/^0(?=\d)/, ''), month: month.replace(/^0(?=\d)/, ''), year };
}

const pad = (part: string) => (/^\d$/.test(part) ? `0${part}` : part);

/** YYYY-MM-DD from the three boxes; a partly filled date stays invalid so `format` reports it. */
function valueOf(parts: DateParts): string | undefined {
  const day = parts.day.trim();
  const month = parts.month.trim();
  const year = parts.year.trim();
  if (day === '' && month === '' && year === '') return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * The GOV.UK date input: Day, Month and Year boxes in the field's fieldset (legend and hint from
 * FieldTemplate), stored as an ISO date string so `format: date` and the date-window rule check it.
 */
export function DateInputWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const hasError = (props.rawErrors?.length ?? 0) > 0;
  const [parts, setParts] = useState(() => partsOf(value));
  const [seenValue, setSeenValue] = useState<unknown>(value);
  if (value !== seenValue) {
    // The value changed from outside (a draft restored, a reset): show it, unless it is ours.
    setSeenValue(value);
    if (value !== valueOf(parts)) setParts(partsOf(value));
  }
  const update = (name: keyof DateParts, text: string) => {
    const next = { ...parts, [name]: text };
    setParts(next);
    setSeenValue(valueOf(next));
    onChange(valueOf(next));
  };
  const boxes: { name: keyof DateParts; label: string; width: string }[] = [
    { name: 'day', label: formCopy.dateInput.day, width: 'input--width-2' },
    { name: 'month', label: formCopy.dateInput.month, width: 'input--width-2' },
    { name: 'year', label: formCopy.dateInput.year, width: 'input--width-4' },
  ];
  return (
    <div className="date-input">
      {boxes.map((box) => (
        <div className="date-input__item" key={box.name}>
          <label className="label date-input__label" htmlFor={`${id}-${box.name}`}>
            {box.label}
          </label>
          <input
            id={`${id}-${box.name}`}
            name={`${props.htmlName ?? id}-${box.name}`}
            className={classNames('input', box.width, hasError && 'input--error')}
            type="text"
            inputMode="numeric"
            value={parts[box.name]}
            disabled={disabled}
            readOnly={readonly}
            aria-invalid={hasError || undefined}
            onChange={(event) => update(box.name, event.target.value)}
            onBlur={() => onBlur(id, valueOf(parts))}
            onFocus={() => onFocus(id, valueOf(parts))}
          />
        </div>
      ))}
    </div>
  );
}

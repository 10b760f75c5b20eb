import type { ReactNode } from 'react';
import { classNames, describedBy } from '../../field-ids.ts';
import { ErrorMessage } from '../../templates/ErrorMessage.tsx';

/** One labelled text input inside the address finder, with its own inline error. */
export function InlineInput(props: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onEnter?: () => void;
  readonly error?: string;
  readonly autoComplete?: string;
  readonly width?: 'short' | 'medium';
  readonly disabled?: boolean;
  readonly after?: ReactNode;
}) {
  const { id, error } = props;
  return (
    <div className={classNames('form-group', error && 'form-group--error')}>
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      {error ? <ErrorMessage id={id} message={error} /> : null}
      <input
        id={id}
        type="text"
        className={classNames(
          'input',
          props.width && `input--width-${props.width}`,
          error && 'input--error',
        )}
        value={props.value}
        autoComplete={props.autoComplete ?? 'off'}
        disabled={props.disabled}
        aria-describedby={describedBy(id, { error: !!error })}
        aria-invalid={error ? true : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter here would submit the whole form; in the finder it means "go on with this".
          if (event.key === 'Enter' && props.onEnter) {
            event.preventDefault();
            props.onEnter();
          }
        }}
      />
      {props.after}
    </div>
  );
}

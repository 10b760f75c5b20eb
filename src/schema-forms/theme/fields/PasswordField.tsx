import { useState } from 'react';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { formCopy } from '../../form-copy.ts';
import { classNames, describedBy, hintOf } from '../field-ids.ts';
import { HintAndError } from '../templates/HintAndError.tsx';

type Passwords = Record<string, string | undefined>;

/**
 * The password component of SPEC section 5 (`"ui:field": "password"` on an object): a password
 * and its confirmation, labelled by their schema titles or 'Password' and 'Confirm Password',
 * with one button that shows or hides both. Its rules are the schema's: the password property's
 * own (minLength, pattern...) and `sameAs` on the confirmation.
 */
export function PasswordField(props: FieldProps) {
  const { fieldPathId, schema, formData, onChange, errorSchema, disabled, readonly } = props;
  const [visible, setVisible] = useState(false);
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const confirmation = Object.entries(properties).find(([, property]) => property.sameAs);
  const second = confirmation?.[0] ?? 'confirmPassword';
  const first = (confirmation?.[1].sameAs as string | undefined) ?? 'password';
  const values = (formData ?? {}) as Passwords;
  const inputs = [
    { name: first, fallback: formCopy.password.label, autoComplete: 'new-password' },
    { name: second, fallback: formCopy.password.confirmLabel, autoComplete: 'new-password' },
  ];
  return (
    <div className="password">
      {inputs.map(({ name, fallback, autoComplete }) => {
        const id = `${fieldPathId.$id}_${name}`;
        const property = properties[name] ?? {};
        const hint = hintOf(property);
        const error = (errorSchema?.[name] as { __errors?: string[] } | undefined)?.__errors?.[0];
        return (
          <div key={name} className={classNames('form-group', error && 'form-group--error')}>
            <label className="label" htmlFor={id}>
              {property.title ?? fallback}
            </label>
            <HintAndError id={id} hint={hint} error={error} />
            <input
              id={id}
              className={classNames('input', 'input--width-medium', error && 'input--error')}
              type={visible ? 'text' : 'password'}
              autoComplete={autoComplete}
              spellCheck={false}
              value={values[name] ?? ''}
              disabled={disabled || readonly}
              aria-describedby={describedBy(id, { hint: !!hint, error: !!error })}
              aria-invalid={error ? true : undefined}
              onChange={(event) =>
                onChange(
                  { ...values, [name]: event.target.value === '' ? undefined : event.target.value },
                  fieldPathId.path,
                )
              }
            />
          </div>
        );
      })}
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || readonly}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? formCopy.password.hide : formCopy.password.show}
      </button>
    </div>
  );
}

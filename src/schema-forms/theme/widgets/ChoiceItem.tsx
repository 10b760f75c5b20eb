import type { ChangeEvent, ReactNode } from 'react';

/**
 * One choice of GOV.UK radios or checkboxes (`kind`, their class names' start): a native input,
 * its label, and its own hint tied to it when the choice has one.
 */
export function ChoiceItem({
  kind,
  id,
  name,
  value,
  label,
  hint,
  checked,
  disabled,
  onChange,
  onBlur,
  onFocus,
}: {
  readonly kind: 'radios' | 'checkboxes';
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly label: ReactNode;
  readonly hint?: string | undefined;
  readonly checked: boolean;
  readonly disabled?: boolean | undefined;
  readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onBlur: () => void;
  readonly onFocus: () => void;
}) {
  return (
    <div className={`${kind}__item`}>
      <input
        className={`${kind}__input`}
        id={id}
        name={name}
        type={kind === 'radios' ? 'radio' : 'checkbox'}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={onChange}
        onBlur={onBlur}
        onFocus={onFocus}
      />
      <label className={`label ${kind}__label`} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className={`hint ${kind}__hint`}>
          {hint}
        </div>
      ) : null}
    </div>
  );
}

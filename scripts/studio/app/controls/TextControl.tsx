import type { ChangeEvent } from 'react';
import { LabelAndHint } from './LabelAndHint.tsx';

/** A GOV.UK text input (or textarea) with its label and hint, in the site's form styles. */
export function TextControl({
  id,
  label,
  hint,
  value,
  onChange,
  multiline = false,
  width,
  error,
  status,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  width?: 'short' | 'medium';
  /** A problem with the value, said beside it. */
  error?: string;
  /** What a check as-you-type says about the value (read out politely). */
  status?: string;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const statusId = status !== undefined ? `${id}-status` : undefined;
  const describedBy = [hintId, errorId, statusId].filter(Boolean).join(' ') || undefined;
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(event.target.value);
  return (
    <div className={error ? 'form-group form-group--error' : 'form-group'}>
      <LabelAndHint id={id} label={label} hint={hint} hintId={hintId} />
      {error ? (
        <p className="error-message" id={errorId}>
          {error}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          className={error ? 'textarea textarea--error' : 'textarea'}
          id={id}
          rows={3}
          value={value}
          aria-describedby={describedBy}
          onChange={change}
        />
      ) : (
        <input
          className={['input', width ? `input--width-${width}` : '', error ? 'input--error' : '']
            .filter(Boolean)
            .join(' ')}
          id={id}
          type="text"
          spellCheck={false}
          value={value}
          aria-describedby={describedBy}
          onChange={change}
        />
      )}
      {statusId ? (
        <p className="hint" id={statusId} aria-live="polite">
          {status}
        </p>
      ) : null}
    </div>
  );
}

import { LabelAndHint } from './LabelAndHint.tsx';

/** A GOV.UK select with its label and hint, in the site's form styles. */
export function SelectControl({
  id,
  label,
  hint,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  options: readonly { readonly value: string; readonly label: string }[];
  onChange: (value: string) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="form-group">
      <LabelAndHint id={id} label={label} hint={hint} hintId={hintId} />
      <select
        className="select"
        id={id}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A control's label and, when it has one, its hint (GOV.UK's form group, top part). */
export function LabelAndHint({
  id,
  label,
  hint,
  hintId,
}: {
  id: string;
  label: string;
  hint?: string;
  hintId?: string;
}) {
  return (
    <>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div className="hint" id={hintId}>
          {hint}
        </div>
      ) : null}
    </>
  );
}

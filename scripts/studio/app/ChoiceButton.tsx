/**
 * One of a notice's choices: a button with what it does said under it (linked as its
 * description), the first choice primary and the others secondary.
 */
export function ChoiceButton(props: {
  id: string;
  label: string;
  hint: string;
  primary?: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <div>
      <button
        type="button"
        className={props.primary ? 'button' : 'button button--secondary'}
        aria-describedby={`${props.id}-hint`}
        disabled={props.disabled}
        onClick={props.onChoose}
      >
        {props.label}
      </button>
      <p id={`${props.id}-hint`} className="hint">
        {props.hint}
      </p>
    </div>
  );
}

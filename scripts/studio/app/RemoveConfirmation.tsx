/**
 * GOV.UK's check before a destructive action: what will go, a button that removes it and one
 * that keeps it. The question and example cards show it under "Remove".
 */
export function RemoveConfirmation({
  warning,
  confirm,
  cancel,
  busy,
  onConfirm,
  onCancel,
}: {
  readonly warning: string;
  readonly confirm: string;
  readonly cancel: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  return (
    <div className="studio-notice studio-notice--warning">
      <p>{warning}</p>
      <div className="studio-question__actions">
        <button type="button" className="button" disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </div>
  );
}

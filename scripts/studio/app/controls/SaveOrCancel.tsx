/**
 * The buttons under a card's small form (GOV.UK's button group): the form's submit, named for
 * what it saves, and, where the form can be closed unsaved, a secondary "Cancel".
 */
export function SaveOrCancel({
  save,
  busy,
  cancel,
  onCancel,
}: {
  save: string;
  busy: boolean;
  cancel: string;
  onCancel?: () => void;
}) {
  return (
    <div className="studio-question__actions">
      <button type="submit" className="button" disabled={busy}>
        {save}
      </button>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      ) : null}
    </div>
  );
}

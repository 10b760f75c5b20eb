import { useEffect, useId, useRef } from 'react';
import { identityCopy } from '../../lib/identity/identity-copy.ts';
import { fillMessage } from '../../site/fill-message.ts';
import './identity.css';

export interface IdleWarningDialogProps {
  readonly open: boolean;
  readonly minutes: number;
  readonly onStay: () => void;
  readonly onSignOut: () => void;
}

const words = identityCopy.idleWarning;

/**
 * The idle-timeout warning (WCAG 2.2.1, GOV.UK timeout-warning pattern): a modal <dialog>
 * (showModal, so the page behind is inert; identity.css stops it scrolling) that takes focus to
 * 'Stay signed in', keeps it inside while open, treats Escape as staying, and gives focus back to
 * where the customer was when it closes. Its buttons and Escape are all a customer can act on
 * while it shows.
 */
export function IdleWarningDialog({ open, minutes, onStay, onSignOut }: IdleWarningDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      stayRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="idle-warning"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape closes a modal dialog; here it means "I'm still here".
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id={titleId} className="idle-warning__title">
        {words.title}
      </h2>
      <p id={bodyId}>{fillMessage(words.body, { minutes })}</p>
      <div className="button-group">
        <button ref={stayRef} type="button" className="button" onClick={onStay}>
          {words.staySignedIn}
        </button>
        <button type="button" className="link-button" onClick={onSignOut}>
          {words.signOut}
        </button>
      </div>
    </dialog>
  );
}

import { formCopy } from '../../form-copy.ts';
import { errorId } from '../field-ids.ts';

/** A field's inline error, above its input (GOV.UK error message), with a hidden 'Error:' prefix. */
export function ErrorMessage({ id, message }: { readonly id: string; readonly message: string }) {
  return (
    <p id={errorId(id)} className="error-message">
      <span className="visually-hidden">{formCopy.errorPrefix}</span> {message}
    </p>
  );
}

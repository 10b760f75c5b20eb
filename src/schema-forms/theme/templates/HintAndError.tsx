import type { ReactNode } from 'react';
import { hintId } from '../field-ids.ts';
import { ErrorMessage } from './ErrorMessage.tsx';

/**
 * What stands between a field's label and its input, in GOV.UK's order: the hint, then the
 * error message. Their ids are the ones the input's aria-describedby names (field-ids.ts).
 */
export function HintAndError({
  id,
  hint,
  error,
}: {
  readonly id: string;
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <div id={hintId(id)} className="hint">
          {hint}
        </div>
      ) : null}
      {error ? <ErrorMessage id={id} message={error} /> : null}
    </>
  );
}

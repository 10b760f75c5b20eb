import { FailureAlert } from './FailureAlert.tsx';
import { journeyMessages } from './journey-messages.ts';

/**
 * The lead-post failure of SPEC section 8 (queries and feedback), in the catalogue's three
 * sentences, shown while the last send `failed`. The customer's answers stay in the form below
 * it. Each attempt is a new alert, so a repeated failure is announced again.
 */
export function LeadFailureAlert({
  submission,
}: {
  readonly submission: { readonly failed: boolean; readonly attempt: number };
}) {
  return submission.failed ? <FailureWords key={submission.attempt} /> : null;
}

function FailureWords() {
  const { title, description, apology } = journeyMessages.leadFailure;
  return (
    <FailureAlert title={title}>
      <p>{description}</p>
      <p>{apology}</p>
    </FailureAlert>
  );
}

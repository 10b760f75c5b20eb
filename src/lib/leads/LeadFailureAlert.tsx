import { FailureAlert } from './FailureAlert.tsx';
import { journeyMessages } from './journey-messages.ts';

/**
 * The lead-post failure of SPEC section 8 (queries and feedback), in the catalogue's three
 * sentences. The customer's answers stay in the form below it.
 */
export function LeadFailureAlert() {
  const { title, description, apology } = journeyMessages.leadFailure;
  return (
    <FailureAlert title={title}>
      <p>{description}</p>
      <p>{apology}</p>
    </FailureAlert>
  );
}

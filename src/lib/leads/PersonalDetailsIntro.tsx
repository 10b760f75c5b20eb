import { identityCopy } from '../identity/identity-copy';
import './lead-submission.css';

export interface PersonalDetailsIntroProps {
  readonly signedIn: boolean;
  readonly showsPrefilled: boolean;
}

/**
 * The legend over the personal details (SPEC section 6): 'Your details' for signed-in customers,
 * 'Enter your details' for guests, and a note while values filled in from the account stand.
 */
export function PersonalDetailsIntro({ signedIn, showsPrefilled }: PersonalDetailsIntroProps) {
  const { signedInLegend, guestLegend, filledFromAccount } = identityCopy.prefill;
  return (
    <>
      <h2 className="personal-details__legend">{signedIn ? signedInLegend : guestLegend}</h2>
      {showsPrefilled ? <p className="hint">{filledFromAccount}</p> : null}
    </>
  );
}

import { personalDetailsCopy } from './personal-details-copy.ts';
import { LoadingStatus } from '../loading/LoadingStatus.tsx';
import './lead-submission.css';

export interface PersonalDetailsIntroProps {
  readonly signedIn: boolean;
  readonly showsPrefilled: boolean;
  /** True while a signed-in customer's details are fetched from their account. */
  readonly prefillLoading?: boolean;
}

/**
 * The legend over the personal details (SPEC section 6): 'Your details' for signed-in customers,
 * 'Enter your details' for guests, a polite status while their account details are fetched, and
 * a note while values filled in from the account stand.
 */
export function PersonalDetailsIntro({
  signedIn,
  showsPrefilled,
  prefillLoading = false,
}: PersonalDetailsIntroProps) {
  const { signedInLegend, guestLegend, filledFromAccount, loading } = personalDetailsCopy;
  return (
    <>
      <h2 className="personal-details__legend">{signedIn ? signedInLegend : guestLegend}</h2>
      {prefillLoading ? <LoadingStatus text={loading} /> : null}
      {showsPrefilled ? <p className="hint">{filledFromAccount}</p> : null}
    </>
  );
}

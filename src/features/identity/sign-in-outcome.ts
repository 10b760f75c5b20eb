import { takeCallbackFragment } from '../../lib/identity/callback-fragment.ts';
import { completeSignIn, type SignInResult } from '../../lib/identity/complete-sign-in.ts';

let outcome: SignInResult | undefined;

/**
 * The outcome of the return from the identity service, worked out once per captured fragment:
 * the state's one-time value can be used only once, and React may render the page twice.
 */
export function signInOutcome(): SignInResult {
  const fragment = takeCallbackFragment();
  if (fragment || !outcome) outcome = completeSignIn(fragment);
  return outcome;
}

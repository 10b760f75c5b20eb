import { useEffect, useRef, type ReactNode } from 'react';
import { identityCopy } from '../../lib/identity/identity-copy.ts';
import { redirectToSignIn } from '../../lib/identity/sign-in-redirect.ts';
import { signOut } from '../../lib/identity/sign-out.ts';
import { useSignInState } from '../../lib/identity/use-sign-in-state.ts';
import { IdleWarningDialog } from './IdleWarningDialog.tsx';
import { useSessionCheck } from './session-check.ts';
import { useIdleSignOut } from './use-idle-sign-out.ts';

const words = identityCopy.deals;

/**
 * Shows its children only to a customer with both sign-in cookies (SPEC sections 4 and 6). With
 * only the access cookie the customer is signed out; with neither (or only the identity cookie)
 * they go to sign in, coming back here. While shown, the 30-second cookie check and the idle
 * sign-out with its warning run.
 */
export function ProtectedPage({
  returnPath,
  children,
}: {
  /** The full path of this page, to come back to after signing in. */
  readonly returnPath: string;
  readonly children: ReactNode;
}) {
  const state = useSignInState();
  const signedIn = state === 'signed-in';
  const leaving = useRef(false);

  useEffect(() => {
    // Once only, even when React runs effects twice in development.
    if (signedIn || state === 'signing-out' || leaving.current) return;
    leaving.current = true;
    if (state === 'access-token-only') signOut();
    else redirectToSignIn(returnPath);
  }, [returnPath, signedIn, state]);

  useSessionCheck(signedIn);
  const idle = useIdleSignOut(signedIn);

  if (!signedIn) {
    const signingOut = state === 'access-token-only' || state === 'signing-out';
    return (
      <div className="page-width">
        <h1 tabIndex={-1}>{signingOut ? words.signingOut : words.signingIn}</h1>
      </div>
    );
  }
  return (
    <>
      {children}
      <IdleWarningDialog
        open={idle.warning}
        minutes={idle.warningMinutes}
        onStay={idle.staySignedIn}
        onSignOut={idle.signOutNow}
      />
    </>
  );
}

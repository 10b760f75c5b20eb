import { useCallback, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import { config } from '../../site/config.ts';
import { signOut } from '../../lib/identity/sign-out.ts';

/**
 * Idle settings of SPEC sections 4 and 9. react-idle-timer's own default timeout is the 20 minutes
 * the SPEC names; protected pages use the 15-minute logout. The warning comes 2 minutes before
 * (WCAG 2.2.1 asks for at least 20 seconds). Keyboard, pointer, wheel and touch events, typing
 * included, count as activity; their handling is throttled to one every 200 ms.
 */
export const idleSettings = {
  timeout: 15 * 60_000,
  promptBeforeIdle: 2 * 60_000,
  debounce: 500,
  eventsThrottle: 200,
} as const;

/** What a protected page needs to show and answer the idle warning. */
export interface IdleSignOut {
  /** Whether the 'about to be signed out' warning is showing. */
  readonly warning: boolean;
  /** Minutes between the warning and the sign-out. */
  readonly warningMinutes: number;
  readonly staySignedIn: () => void;
  readonly signOutNow: () => void;
}

/**
 * After 15 minutes without activity the customer goes to /logout (SPEC section 4), warned 2
 * minutes before; any activity before the warning starts the 15 minutes again. Once the warning
 * shows, react-idle-timer no longer counts activity (it is "prompted") and the 2 minutes run on:
 * the warning is modal and holds the page behind it still (IdleWarningDialog), so the customer's
 * only activity is to answer it. 'Stay signed in' (or Escape) restarts the 15 minutes; no answer
 * signs them out.
 */
export function useIdleSignOut(enabled: boolean): IdleSignOut {
  const [warning, setWarning] = useState(false);
  const timer = useIdleTimer({
    ...idleSettings,
    disabled: !enabled,
    onPrompt: () => setWarning(true),
    onIdle: () => {
      setWarning(false);
      signOut(config.logoutUrl);
    },
  });
  const staySignedIn = useCallback(() => {
    setWarning(false);
    timer.activate();
  }, [timer]);
  // Choosing to sign out is an ordinary sign-out (SPEC section 6: /identity/logout).
  const signOutNow = useCallback(() => signOut(), []);
  return {
    warning,
    warningMinutes: idleSettings.promptBeforeIdle / 60_000,
    staySignedIn,
    signOutNow,
  };
}

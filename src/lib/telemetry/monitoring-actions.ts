import { hasAnalyticsConsent } from '../consent/consent-state.ts';

/**
 * What a monitoring action carries: names and counts only, never what a customer typed. Its
 * strings are scrubbed where monitoring receives them (start-monitoring.ts), as logged errors
 * are: the scrubber then loads with monitoring, after consent, not with every form step.
 */
export type ActionContext = Readonly<Record<string, string | number>>;

type ActionListener = (name: string, context: ActionContext) => void;

let listener: ActionListener | undefined;
const waiting: { readonly name: string; readonly context: ActionContext }[] = [];

// Actions made with consent before monitoring has loaded wait for it; a page that never starts
// it (not configured, or its code did not load) keeps no more than this.
const mostWaiting = 50;

function consented(): boolean {
  try {
    return hasAnalyticsConsent();
  } catch {
    // A consent check that fails counts as no consent (SPEC section 8 logs it where monitoring starts).
    return false;
  }
}

/**
 * Sends a named action through the site's monitoring (a RUM custom action), only while analytics
 * consent is given (SPEC sections 4 and 9): without it the action is dropped here, never kept for
 * later. Made before monitoring has started on this page, it waits for it.
 */
export function sendMonitoringAction(name: string, context: ActionContext): void {
  if (!consented()) return;
  if (listener) {
    listener(name, context);
    return;
  }
  waiting.push({ name, context });
  if (waiting.length > mostWaiting) waiting.shift();
}

/**
 * Lets started monitoring receive the actions (start-monitoring.ts), those that waited first;
 * returns the unsubscribe.
 */
export function onMonitoringAction(receive: ActionListener): () => void {
  listener = receive;
  for (const { name, context } of waiting.splice(0)) receive(name, context);
  return () => {
    if (listener === receive) listener = undefined;
  };
}

/** For tests: forget waiting actions and the receiver, as a fresh page load would. */
export function resetMonitoringActionsForTests(): void {
  listener = undefined;
  waiting.length = 0;
}

/**
 * The OneTrust interface the site reads consent from (SPEC sections 4 and 9): the active groups
 * OneTrust publishes on window, the event it fires when they change, and its consent cookie.
 * The stand-in banner of the embedded stub writes the same three things.
 */

declare global {
  interface Window {
    /** Active consent groups, e.g. ',C0001,C0002,' (older name). */
    OptanonActiveGroups?: string;
    /** Active consent groups, e.g. ',C0001,C0002,'. */
    OnetrustActiveGroups?: string;
  }
}

/** Fired on window when OneTrust loads and whenever the customer changes their choice. */
export const consentGroupsUpdatedEvent = 'OneTrustGroupsUpdated';
/** OneTrust's consent cookie: a URL-encoded query string with `groups` and `landingPath`. */
export const consentCookieName = 'OptanonConsent';
/** Set by OneTrust once the customer has answered the banner. */
export const choiceMadeCookieName = 'OptanonAlertBoxClosed';
/** The landingPath value meaning the customer has moved on from the page they arrived on. */
export const notLandingPage = 'NotLandingPage';

/** The parts of the consent cookie the site reads. */
export interface ConsentCookie {
  /** Each group id and whether it is accepted ('C0002:1' is accepted). */
  readonly groups: ReadonlyMap<string, boolean>;
  readonly landingPath: string | undefined;
}

/** The active group ids, or undefined while OneTrust has not published them yet. */
export function readActiveGroups(win: Window = window): string[] | undefined {
  const raw = win.OptanonActiveGroups ?? win.OnetrustActiveGroups;
  if (typeof raw !== 'string') return undefined;
  return raw
    .split(',')
    .map((group) => group.trim())
    .filter(Boolean);
}

/** A cookie's value exactly as stored (still URL-encoded), or undefined. */
export function readRawCookie(name: string, cookieString = document.cookie): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim() || undefined;
    }
  }
  return undefined;
}

/** Parses the OptanonConsent cookie's value; undefined when absent or without groups. */
export function parseConsentCookie(raw: string | undefined): ConsentCookie | undefined {
  if (!raw) return undefined;
  const params = new URLSearchParams(raw);
  const groupList = params.get('groups');
  if (!groupList) return undefined;
  const groups = new Map<string, boolean>();
  for (const entry of groupList.split(',')) {
    const [id, state] = entry.split(':');
    if (id?.trim()) groups.set(id.trim(), state?.trim() === '1');
  }
  return { groups, landingPath: params.get('landingPath') ?? undefined };
}

/** Whether this page is the top frame; consent never counts inside a frame (SPEC section 9). */
export function isTopFrame(win: Window = window): boolean {
  try {
    return win.self === win.top;
  } catch {
    // A cross-origin parent cannot be read: this page is framed.
    return false;
  }
}

/** Calls `listener` on every consent-groups update; returns the unsubscribe. */
export function onConsentGroupsUpdated(listener: () => void): () => void {
  window.addEventListener(consentGroupsUpdatedEvent, listener);
  return () => window.removeEventListener(consentGroupsUpdatedEvent, listener);
}

import {
  choiceMadeCookieName,
  consentCookieName,
  consentGroupsUpdatedEvent,
  notLandingPage,
  parseConsentCookie,
  readRawCookie,
} from './onetrust.ts';

/**
 * The embedded stub's stand-in for OneTrust: it writes exactly what OneTrust writes (active
 * groups on window, the OptanonConsent and OptanonAlertBoxClosed cookies, the
 * OneTrustGroupsUpdated event), so the site's consent code runs unchanged against it.
 */

/** Strictly necessary, performance (analytics), functional, advertising. */
export const standInGroups = ['C0001', 'C0002', 'C0003', 'C0004'] as const;
const alwaysActive = ['C0001'];
const oneYearSeconds = 365 * 24 * 60 * 60;

/** The customer's answer to the stand-in banner. */
export type StandInChoice = 'accept-all' | 'reject-all';

function publish(active: readonly string[]): void {
  const value = `,${active.join(',')},`;
  window.OptanonActiveGroups = value;
  window.OnetrustActiveGroups = value;
  window.dispatchEvent(new CustomEvent(consentGroupsUpdatedEvent, { detail: [...active] }));
}

/** Records a choice as OneTrust would, then tells the page. Withdrawing is 'reject-all'. */
export function applyStandInChoice(choice: StandInChoice): void {
  const active = choice === 'accept-all' ? [...standInGroups] : alwaysActive;
  const groups = standInGroups.map((group) => `${group}:${active.includes(group) ? 1 : 0}`);
  const consent = new URLSearchParams({
    isGpcEnabled: '0',
    version: 'stand-in',
    interactionCount: '1',
    landingPath: notLandingPage,
    groups: groups.join(','),
  });
  const cookie = (name: string, value: string) =>
    `${name}=${value}; Path=/; Max-Age=${oneYearSeconds}; SameSite=Lax`;
  document.cookie = cookie(consentCookieName, consent.toString());
  document.cookie = cookie(choiceMadeCookieName, encodeURIComponent(new Date().toISOString()));
  publish(active);
}

/** Whether the customer has answered the stand-in banner before. */
export function standInChoiceMade(): boolean {
  return readRawCookie(choiceMadeCookieName) !== undefined;
}

/** What OneTrust does on page load: publishes the groups the cookie holds (opt-in by default). */
export function restoreStandInConsent(): void {
  const cookie = parseConsentCookie(readRawCookie(consentCookieName));
  const accepted = cookie ? [...cookie.groups].filter(([, on]) => on).map(([group]) => group) : [];
  publish(accepted.length > 0 ? accepted : alwaysActive);
}

/** Whether the stand-in currently holds analytics and advertising consent. */
export function standInAcceptedAll(): boolean {
  const cookie = parseConsentCookie(readRawCookie(consentCookieName));
  return standInGroups.every((group) => cookie?.groups.get(group) === true);
}

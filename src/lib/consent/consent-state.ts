import { analyticsConsentGroup } from '../../site/page-start-settings.ts';
import {
  consentCookieName,
  isTopFrame,
  notLandingPage,
  parseConsentCookie,
  readActiveGroups,
  readRawCookie,
} from './onetrust.ts';

/** OneTrust's advertising group: it alone allows the personalisation beacon (SPEC section 9). */
export const advertisingGroup = 'C0004';

/**
 * Whether monitoring may run (SPEC section 9): in the top frame, the active groups include the
 * analytics group, or the consent cookie shows that group accepted on a non-landing page.
 * The group id is configurable and defaults to C0002, OneTrust's usual performance group.
 */
export function hasAnalyticsConsent(group: string = analyticsConsentGroup): boolean {
  if (!isTopFrame()) return false;
  if (readActiveGroups()?.includes(group)) return true;
  const cookie = parseConsentCookie(readRawCookie(consentCookieName));
  return cookie?.landingPath === notLandingPage && cookie.groups.get(group) === true;
}

/** Whether a group is among the active groups right now. */
export function isGroupActive(group: string): boolean {
  return readActiveGroups()?.includes(group) ?? false;
}

/** Whether OneTrust (or the stand-in) has published the active groups on this page yet. */
export function consentGroupsKnown(): boolean {
  return readActiveGroups() !== undefined;
}

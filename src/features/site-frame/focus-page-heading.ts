import { arrivalFocusAttribute } from '../../site/arrival-focus.ts';

/**
 * After an in-app navigation, moves focus to the new page's first heading so screen-reader and
 * keyboard users start at the new content (GOV.UK pattern for single-page apps).
 * Falls back to the main landmark when the page has no heading yet. A page that marked where it
 * starts (a step opened by a 'Change' link starts on that answer) is focused there instead.
 */
export function focusPageHeading(document: Document): void {
  const main = document.getElementById('main-content');
  const chosen = main?.querySelector<HTMLElement>(`[${arrivalFocusAttribute}]`);
  if (chosen) {
    chosen.focus({ preventScroll: true });
    return;
  }
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * After an in-app navigation, moves focus to the new page's first heading so screen-reader and
 * keyboard users start at the new content (GOV.UK pattern for single-page apps).
 * Falls back to the main landmark when the page has no heading yet.
 */
export function focusPageHeading(document: Document): void {
  const main = document.getElementById('main-content');
  const heading = main?.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * Runs as a classic script of its own, at a fixed address outside the hashed assets, before the
 * app's entry (issue 16): if the entry or its stylesheet cannot load, or code throws before the
 * app has started, or a page's start script says the entry failed (`appFailedEvent`), or it
 * has not started after `delayMs`, it shows the page's static error
 * content (#site-fallback: emergency numbers, "Try again", help home) instead of a blank or
 * half-built page. The app removes that content when it starts (main.tsx), which also stops
 * this. A prerendered page that reads whole without the app stays as it is. A script marked
 * with `thirdPartyAttribute` (the consent platform's) failing is not the site failing: the app
 * starts without it. Self-contained: the build writes its source text into the file, so it
 * imports nothing.
 */
export function watchForAStuckStart({
  delayMs,
  appFailedEvent,
  prerenderedPageAttribute,
  thirdPartyAttribute,
}: {
  readonly delayMs: number;
  readonly appFailedEvent: string;
  readonly prerenderedPageAttribute: string;
  readonly thirdPartyAttribute: string;
}): void {
  const show = (): void => {
    // A failure in the head comes before the body, where the content is, has been read.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', show, { once: true });
      return;
    }
    const fallback = document.getElementById('site-fallback');
    if (!fallback?.hidden) return;
    const root = document.getElementById('root');
    // A prerendered page is already readable, its links plain links: it stays, unless it waits
    // on the app for what it is for (a form's loading state).
    const prerendered = document.documentElement.hasAttribute(prerenderedPageAttribute);
    if (prerendered && !root?.querySelector('.loading-state')) return;
    fallback.hidden = false;
    // Through the style, since the site's stylesheet gives #root a display of its own.
    if (root) root.style.display = 'none';
    fallback.querySelector('h1')?.focus();
  };
  const isSiteCode = (target: EventTarget | null) =>
    (target instanceof HTMLScriptElement &&
      target.type === 'module' &&
      !target.hasAttribute(thirdPartyAttribute)) ||
    (target instanceof HTMLLinkElement && /stylesheet|modulepreload/.test(target.rel));
  window.addEventListener(
    'error',
    (event) => {
      if (event.target === window || isSiteCode(event.target)) show();
    },
    true,
  );
  window.addEventListener(appFailedEvent, show);
  window.setTimeout(show, delayMs);
}

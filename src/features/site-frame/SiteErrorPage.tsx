import { useEffect, useRef } from 'react';
import { isMissingCodeError } from '../../lib/recovery/missing-code-error.ts';
import { recoverFromCodeThatDidNotLoad } from '../../lib/recovery/code-that-did-not-load.ts';
import { reloadOnce } from '../../lib/recovery/reload-once.ts';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { logError } from '../../lib/telemetry/log-error.ts';
import { pageTitle } from '../../site/page-title.ts';
import { SiteErrorContent } from './SiteErrorContent.tsx';
import { siteErrorWords } from '../../site/site-error-words.ts';
import './site-error.css';

/**
 * What a customer sees when an error reaches the top of the app (a page that throws, code that
 * failed to load even after one full load of the page): never a blank page. Code that is gone
 * (a new release) gets one full load of the address first; the error is logged once, with no
 * personal data (the page's address stays out of it), and focus moves to the heading.
 */
/** Whether the router already loaded the page again for this very error (its own guard). */
function routerReloaded(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  try {
    return sessionStorage.getItem(`tanstack_router_reload:${error.message}`) !== null;
  } catch {
    return false;
  }
}

export function SiteErrorPage({ error }: { readonly error: unknown }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isMissingCodeError(error) && !routerReloaded(error)) {
      // Online, the code is gone (a new release): one full load now. Offline, the page loads
      // again once the browser is back online (code-that-did-not-load.ts).
      if (!navigator.onLine) recoverFromCodeThatDidNotLoad(error);
      else if (reloadOnce()) return;
    }
    logError(error, { source: 'site-error-page' });
    heading.current?.focus();
  }, [error]);
  return (
    <div className="page-width">
      <PageHead title={pageTitle(siteErrorWords.title)} />
      <SiteErrorContent retryHref={window.location.href} headingRef={heading} />
    </div>
  );
}

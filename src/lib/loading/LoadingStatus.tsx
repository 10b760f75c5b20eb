import { useEffect, useState } from 'react';

/**
 * How long after the status is in the page its words go in. A live region announces changes to
 * itself, not its own arrival, so the region must be in the page before the words (as GOV.UK
 * Frontend's character count does); a loading state that ends sooner is neither shown nor read.
 */
export const loadingAnnounceDelayMs = 100;

/**
 * The one loading state of the site: its words in a polite status region (role="status", which
 * is already aria-live="polite"; adding aria-live as well makes some screen readers read it
 * twice). Use it for every "Loading…" a customer may wait on: Suspense fallbacks, pending routes,
 * queries in flight.
 *
 * @example
 * <Suspense fallback={<LoadingStatus text={formCopy.loading} />}>…</Suspense>
 */
export function LoadingStatus({ text }: { readonly text: string }) {
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), loadingAnnounceDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p role="status" className="loading-state">
      {announced ? text : ''}
    </p>
  );
}

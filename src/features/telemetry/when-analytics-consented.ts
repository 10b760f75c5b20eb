import { hasAnalyticsConsent } from '../../lib/consent/consent-state.ts';
import { onConsentGroupsUpdated } from '../../lib/consent/onetrust.ts';

function consentedSafely(): boolean {
  try {
    return hasAnalyticsConsent();
  } catch (error) {
    // SPEC section 8: a consent-check failure is logged to the console only.
    console.error('[consent]', error);
    return false;
  }
}

/**
 * Runs `start` once analytics consent is present (SPEC section 4, "Consent and monitoring"): at
 * once if it already is, else on the first consent-groups update after which it is, then stops
 * listening. Returns a cancel function for a page that goes away first.
 */
export function whenAnalyticsConsented(start: () => void): () => void {
  if (consentedSafely()) {
    start();
    return () => undefined;
  }
  const stopListening = onConsentGroupsUpdated(() => {
    if (!consentedSafely()) return;
    stopListening();
    start();
  });
  return stopListening;
}

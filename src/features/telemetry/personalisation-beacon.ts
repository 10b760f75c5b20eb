import {
  advertisingGroup,
  consentGroupsKnown,
  isGroupActive,
} from '../../lib/consent/consent-state.ts';
import { onConsentGroupsUpdated } from '../../lib/consent/onetrust.ts';

/** Marks the beacon's script element so it can be found and removed. */
export const beaconAttribute = 'data-personalisation-beacon';

/** Adds the beacon script while advertising consent (C0004) is active, removes it otherwise. */
export function syncPersonalisationBeacon(url: string): void {
  const existing = document.head.querySelector(`script[${beaconAttribute}]`);
  const allowed = isGroupActive(advertisingGroup);
  if (allowed && !existing) {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(beaconAttribute, '');
    document.head.append(script);
  } else if (!allowed && existing) {
    existing.remove();
    console.info('[personalisation] Advertising consent withdrawn: the beacon was removed.');
  }
}

/**
 * The personalisation beacon of SPEC section 4: decided at once if the consent groups are already
 * set, else on the consent-updated event; it then follows every update, so it is removed when
 * consent is withdrawn. Removing the element stops it loading again; a script that already ran
 * is the beacon provider's to honour withdrawal. Returns the stop function.
 */
export function watchPersonalisationBeacon(url: string): () => void {
  if (!url) return () => undefined;
  const sync = () => {
    try {
      syncPersonalisationBeacon(url);
    } catch (error) {
      console.error('[consent]', error);
    }
  };
  if (consentGroupsKnown()) sync();
  return onConsentGroupsUpdated(sync);
}

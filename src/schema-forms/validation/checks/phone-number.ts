import { lazyModule } from '../../../lib/loading/lazy-module.ts';
import type * as PhoneNumberRules from './phone-number-rules.ts';

/**
 * The phone-number check as the browser's generated validators call it. Its rules
 * (libphonenumber-js and its metadata, about 11 KB gzip) are needed only to check an answer, not
 * to show a form, so they load once the customer starts on the form (decision 017) and a form's
 * validation waits for them (`loadPhoneNumberRules`). Node (build, schema check, tests) calls the
 * rules directly through the keyword definition and never comes here.
 */
const rules = lazyModule(() => import('./phone-number-rules.ts'));

/** Loads the rules; resolves at once when they are in. Rejects if the download fails. */
export async function loadPhoneNumberRules(): Promise<void> {
  await rules();
}

/** Whether the rules are in, so a validation can run without waiting. */
export function phoneNumberRulesLoaded(): boolean {
  return rules.loaded() !== undefined;
}

function loadedRules(): typeof PhoneNumberRules {
  const loaded = rules.loaded();
  if (!loaded) {
    throw new Error('The phone number rules are not loaded: await loadPhoneNumberRules() first');
  }
  return loaded;
}

/** See phone-number-rules.ts. Throws until the rules are loaded: validating early is a bug. */
export function isPhoneNumberOf(value: string, countries: readonly string[]): boolean {
  return loadedRules().isPhoneNumberOf(value, countries);
}

/** See phone-number-rules.ts. Throws until the rules are loaded, as isPhoneNumberOf does. */
export function phoneNumberAsSent(value: string, countries: readonly string[]): string {
  return loadedRules().phoneNumberAsSent(value, countries);
}

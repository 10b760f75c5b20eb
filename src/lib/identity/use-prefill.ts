import { useQuery } from '@tanstack/react-query';
import type { Prefill } from './prefill.ts';
import { isSignedIn, readSignInCookies, type SignInCookies } from './sign-in-cookies.ts';
import { useSignInState } from './use-sign-in-state.ts';

/** What `usePrefill` gives a journey. */
export interface PrefillResult {
  /** Whether the visitor is a signed-in customer (identity-token cookie present). */
  readonly signedIn: boolean;
  /** The customer's details from their account, once fetched; undefined for guests or on failure. */
  readonly prefill: Prefill | undefined;
  /** True while a signed-in customer's details are being fetched. */
  readonly isLoading: boolean;
}

/** A short fingerprint of the tokens, so the cache key changes with them without holding them. */
function fingerprint({ idToken = '', accessToken = '' }: SignInCookies): string {
  let hash = 0x811c9dc5;
  for (const character of `${idToken}|${accessToken}`) {
    hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash.toString(16);
}

/**
 * The signed-in customer's details for a journey's personal-details step (SPEC sections 4 and 6),
 * fetched once per sign-in through React Query. How a journey uses it:
 * - legend: 'Your details' when `signedIn`, else 'Enter your details' (`personalDetailsCopy`);
 * - when `prefill` arrives, fill only the fields that are still empty, never what the customer
 *   has typed (a late answer must not overwrite their input), and show
 *   'We've filled these in from your account' while any prefilled value is unchanged;
 * - the customer can change every prefilled value; signed-in leads carry accountPrefix A.
 * Failures are only logged: the journey then behaves as for a guest with an empty form.
 */
export function usePrefill(): PrefillResult {
  useSignInState();
  const cookies = readSignInCookies();
  const signedIn = isSignedIn(cookies);
  const query = useQuery({
    queryKey: ['identity', 'prefill', fingerprint(cookies)],
    // React Query keeps no undefined data: null stands for 'nothing to fill in'.
    // Loaded only for a signed-in customer: guests never download the account clients.
    queryFn: async () => {
      const { fetchPrefill } = await import('./prefill.ts');
      return (await fetchPrefill(cookies)) ?? null;
    },
    enabled: signedIn,
    // Account details do not change during a visit; failures are already handled inside.
    staleTime: Infinity,
    retry: false,
  });
  return {
    signedIn,
    prefill: signedIn ? (query.data ?? undefined) : undefined,
    isLoading: signedIn && query.isLoading,
  };
}

/** The embedded stub's sample customers (src/stub-api/data/sample-customers.ts). */
export type SampleCustomerKey = 'live-accounts' | 'no-live-accounts';

/** The two sign-in cookies the demo sign-in sets for a sample customer (SPEC section 6). */
export function signInCookies(customer: SampleCustomerKey, baseURL: string) {
  return [
    { name: 'cognito_id_token', value: `stub-id-token-${customer}`, url: baseURL },
    { name: 'access_token', value: `stub-access-token-${customer}`, url: baseURL },
  ];
}

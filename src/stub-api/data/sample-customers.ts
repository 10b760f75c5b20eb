/**
 * Sample signed-in customers of the embedded stub. Their tokens are opaque stand-ins, not JWTs;
 * the demo sign-in page sets them as the cognito_id_token and access_token cookies. The words
 * the demo page shows for each are in schemas/messages/identity.json, keyed by `key`.
 */
export const sampleCustomers = [
  {
    key: 'live-accounts',
    idToken: 'stub-id-token-live-accounts',
    accessToken: 'stub-access-token-live-accounts',
    accountStatusCount: { liveCount: 2, lostCount: 0, preLiveCount: 0 },
    accounts: [
      {
        accountNumber: '850000000001',
        person: { firstName: 'Priya', lastName: 'Shah' },
        email: 'priya.shah@example.com',
        mobile: '07911123456',
      },
    ],
    customer: { 'first-name': 'Priya', surname: 'Shah', email: 'priya.shah@example.com' },
  },
  {
    key: 'no-live-accounts',
    idToken: 'stub-id-token-no-live-accounts',
    accessToken: 'stub-access-token-no-live-accounts',
    accountStatusCount: { liveCount: 0, lostCount: 1, preLiveCount: 1 },
    accounts: [],
    customer: { 'first-name': 'Tom', surname: 'Evans', email: 'tom.evans@example.com' },
  },
] as const;

export type SampleCustomer = (typeof sampleCustomers)[number];

function bearer(request: Request): string {
  return (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
}

/** The sample customer whose identity token a request carries. */
export function customerByIdToken(request: Request): SampleCustomer | undefined {
  const token = bearer(request);
  return sampleCustomers.find((customer) => customer.idToken === token);
}

/** The sample customer whose access token a request carries. */
export function customerByAccessToken(request: Request): SampleCustomer | undefined {
  const token = bearer(request);
  return sampleCustomers.find((customer) => customer.accessToken === token);
}

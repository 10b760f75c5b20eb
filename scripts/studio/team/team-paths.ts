/**
 * The addresses of the studio run for a team (decision 061): its sign-in pages, served as the
 * studio's own pages (scripts/studio/app/), and what the gate (team-gate.ts) answers itself.
 */
export const teamPaths = {
  signIn: '/studio/sign-in',
  /** The callback registered with the identity provider for the studio's client. */
  signedIn: '/studio/signed-in',
  signedOut: '/studio/signed-out',
  signOut: '/studio/sign-out',
  account: '/studio/account',
} as const;

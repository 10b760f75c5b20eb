import { teamPaths } from '../team/team-paths.ts';

let fragment: URLSearchParams | undefined;
let finishing: Promise<boolean> | undefined;

/**
 * On the studio's sign-in callback, reads what the identity provider sent in the fragment (the
 * access token and the state) into memory and takes it out of the address bar and history at
 * once, before anything else on the page runs.
 */
export function captureSignInFragment(): void {
  if (location.pathname !== teamPaths.signedIn) return;
  fragment = new URLSearchParams(location.hash.slice(1));
  if (location.hash !== '' || location.search !== '') {
    history.replaceState(null, '', location.pathname);
  }
}

/**
 * Hands the token and the state to the studio's server, which checks the state, asks the
 * provider who the token is for and sets the session cookie. Made once, however often asked.
 */
export function finishSignIn(): Promise<boolean> {
  finishing ??= fetch(teamPaths.signedIn, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      accessToken: fragment?.get('access_token') ?? '',
      state: fragment?.get('state') ?? '',
    }),
  }).then(
    (response) => response.ok,
    () => false,
  );
  fragment = undefined;
  return finishing;
}

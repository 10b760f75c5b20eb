/**
 * Sends the browser to an address outside the single-page app (page-not-found, sign-in,
 * external complaint pages). replace() keeps a redirect out of the back-button history.
 */
export function leaveSite(url: string, mode: 'assign' | 'replace' = 'replace'): void {
  if (mode === 'assign') window.location.assign(url);
  else window.location.replace(url);
}

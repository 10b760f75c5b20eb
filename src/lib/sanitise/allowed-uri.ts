/**
 * Which link and image addresses from content may reach the page: https, mailto and tel URLs,
 * same-site paths starting with exactly one '/', and fragments. Everything else is dropped,
 * including http:, javascript:, data:, and the protocol-relative '//host' and '/\host' forms
 * that browsers send to another host.
 */
export const allowedUriPattern = /^(?:https:|mailto:|tel:|#|\/(?![/\\]))/i;

// The characters DOMPurify and browsers ignore inside URL attributes (controls, tabs, newlines,
// spaces), removed before testing so ' //evil' or '/\t/evil' cannot slip past.
function isIgnoredInUrl(code: number): boolean {
  return (
    code <= 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    code === 0x180e ||
    (code >= 0x2000 && code <= 0x2029) ||
    code === 0x205f ||
    code === 0x3000
  );
}

/** An address as browsers read it: without the whitespace and control characters they skip. */
export function compactUri(value: string): string {
  return Array.from(value)
    .filter((character) => !isIgnoredInUrl(character.codePointAt(0) ?? 0))
    .join('');
}

/** Whether an address from content is allowed by {@link allowedUriPattern}. */
export function isAllowedUri(value: string): boolean {
  return allowedUriPattern.test(compactUri(value));
}

/** Whether an allowed address leaves this site (an absolute https URL). */
export function leavesSite(value: string): boolean {
  return /^https:/i.test(compactUri(value));
}

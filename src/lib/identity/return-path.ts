import { config } from '../../site/config.ts';
import { basePath } from '../../site/site-paths.ts';

/** The route the identity service sends the customer back to with the tokens. */
export const authCallbackPath = `${basePath}/auth-callback`;

const maxLength = 2048;

/**
 * Backslashes, whitespace and control characters have no place in a return path: browsers treat
 * '\' as '/' and strip tabs and newlines before parsing, so '/\t/evil.example' becomes
 * '//evil.example'. '@' is refused too: it marks userinfo, and in a path it is an email address.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || character === '\\' || character === '@') return true;
  }
  return false;
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'https://placeholder.invalid').pathname;
  } catch {
    return undefined;
  }
}

/** Paths a return URL must never be: the callback would replay sign-in, the others sign out. */
function refusedPaths(): string[] {
  return [authCallbackPath, pathOf(config.signOutUrl), pathOf(config.logoutUrl)].filter(
    (path): path is string => Boolean(path),
  );
}

function decodedOrUndefined(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The same-origin path a sign-in may return to, or undefined if `value` could lead anywhere else
 * (issue 6, "Known pitfalls"): it must start with a single '/', hold no backslash, whitespace or
 * control character or '@' (also once percent-decoded), no scheme, no userinfo, resolve to this origin,
 * and not be the callback or a sign-out route. The answer is normalised: path and query only.
 */
export function safeReturnPath(
  value: unknown,
  origin: string = window.location.origin,
): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return undefined;
  const decoded = decodedOrUndefined(value);
  if (decoded === undefined) return undefined;
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//')) return undefined;
    if (hasUnsafeCharacter(candidate)) return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return undefined;
  // Dot segments can leave a protocol-relative path: '/.//evil.example' resolves to the path
  // '//evil.example', which a browser would follow to another host.
  if (url.pathname.startsWith('//')) return undefined;
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  if (refusedPaths().some((refused) => pathname === refused.replace(/\/+$/, ''))) return undefined;
  if (pathname.startsWith('/identity/')) return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * Stands in for fast-uri where rjsf uses it: resolving a schema's `$ref` against its `$id` and
 * comparing two `$id`s. The browser's own URL parser does both, so the form renderer does not
 * carry a 7 KB gzip URI library for two calls (decision 016). Same answers as fast-uri for the
 * references JSON Schema uses; src/schema-forms/schema-uri.test.ts compares them.
 */

/** Resolves relative bases, which the URL parser refuses alone; taken off the result again. */
const placeholderOrigin = 'https://schema-uri.invalid';

function withoutPlaceholder(href: string, keepRootSlash: boolean): string {
  if (!href.startsWith(`${placeholderOrigin}/`)) return href;
  return href.slice(placeholderOrigin.length + (keepRootSlash ? 0 : 1));
}

/** `ref` resolved against `base` (RFC 3986 section 5); `ref` itself when either cannot be parsed. */
function resolve(base: string, ref: string): string {
  try {
    const resolved = new URL(ref, new URL(base, `${placeholderOrigin}/`));
    return withoutPlaceholder(resolved.href, base.startsWith('/') || ref.startsWith('/'));
  } catch {
    return ref;
  }
}

/** Whether two URIs name the same thing once normalised (case of scheme and host, escapes). */
function equal(first: string, second: string): boolean {
  const normalise = (uri: string) => {
    const resolved = resolve('', uri);
    try {
      return decodeURI(resolved);
    } catch {
      return resolved;
    }
  };
  return normalise(first) === normalise(second);
}

const schemaUri = { resolve, equal };
export default schemaUri;

/**
 * Route patterns as TanStack Router writes them ('/$category/$article', '/complaints/$complaint',
 * '/$' for a splat), matched against a path below the base path without the router itself, so
 * the early-requests script and the build tools can tell which route a URL renders.
 */

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** How well a route pattern matches a path: static segments count most; null if no match. */
export function matchScore(pattern: string, path: string): number | null {
  const wanted = segments(path);
  const parts = segments(pattern);
  if (parts.at(-1) === '$') {
    return wanted.length >= parts.length - 1 ? parts.length - 1 : null;
  }
  if (parts.length !== wanted.length) return null;
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith('$')) continue;
    if (part !== wanted[index]) return null;
    score += 1;
  }
  return score;
}

/** The values of a pattern's path parameters in a matching path, still URL-encoded. */
export function patternParams(pattern: string, path: string): Record<string, string> {
  const wanted = segments(path);
  const params: Record<string, string> = {};
  for (const [index, part] of segments(pattern).entries()) {
    if (part.startsWith('$') && part.length > 1) params[part.slice(1)] = wanted[index] ?? '';
  }
  return params;
}

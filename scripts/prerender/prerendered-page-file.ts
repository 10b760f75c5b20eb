import path from 'node:path';

/** The folder of the build that holds prerendered pages, beside index.html (the app's shell). */
export const prerenderedPagesFolder = 'pages';

/**
 * Where the prerendered copy of a page lives in the build, from its path below the base path:
 * '/' is pages/index.html, '/meters/reading-your-meter' is pages/meters/reading-your-meter.html.
 * Undefined for a path that cannot be a file of the folder (dot segments, encoded slashes).
 */
export function prerenderedPageFile(pagePath: string): string | undefined {
  if (pagePath === '/' || pagePath === '') return `${prerenderedPagesFolder}/index.html`;
  const segments = pagePath.replace(/^\//, '').split('/');
  const safe = segments.every((segment) => /^[\w-]+$/.test(segment) && segment !== 'index');
  return safe ? path.posix.join(prerenderedPagesFolder, `${segments.join('/')}.html`) : undefined;
}

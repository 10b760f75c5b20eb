import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The hashes of the style elements the build wrote into its prerendered pages (decision 053),
 * which the Content-Security-Policy's style-src lists: a page's styles are in the page, and the
 * policy still allows no other inline style. Kept with the build manifest in `.vite/`, which the
 * hosts never serve: as JSON for the preview server, as an nginx `set` for production.
 */
export const pageStyleSourcesFile = '.vite/page-style-sources.json';

/** The nginx file: sets the variable the documented policy names (docs/hosting). */
export const nginxPageStyleSourcesFile = '.vite/page-style-sources.conf';

/** The nginx variable holding the sources, as docs/hosting/security-headers.conf names it. */
export const nginxPageStyleSourcesVariable = '$help_page_styles';

/** Writes the build's list, sorted, for both servers. */
export function writePageStyleSources(outDir: string, sources: Iterable<string>): void {
  const sorted = [...new Set(sources)].sort();
  mkdirSync(path.join(outDir, '.vite'), { recursive: true });
  writeFileSync(path.join(outDir, pageStyleSourcesFile), `${JSON.stringify(sorted, null, 2)}\n`);
  writeFileSync(
    path.join(outDir, nginxPageStyleSourcesFile),
    `set ${nginxPageStyleSourcesVariable} "${sorted.join(' ')}";\n`,
  );
}

/** The build's list; none for a folder built without prerendered pages. */
export function readPageStyleSources(outDir: string): string[] {
  const file = path.join(outDir, pageStyleSourcesFile);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { basePath } from '../../src/site/site-paths.ts';

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** Marks the link of a stylesheet a page's one stylesheet already holds. */
export const heldAttribute = 'data-in-page-stylesheet';

/**
 * A prerendered page's stylesheets as one file (decision 051): each stylesheet the page links is
 * a request the first paint waits for, and on a slow connection they queue behind one another
 * and the page's scripts. The page links one file, their texts in their order, written beside
 * them in assets/ (named by its content, so pages linking the same ones share it). Each stylesheet
 * it holds stays linked but `disabled`, so never fetched: the app, as it renders over the page,
 * sees it linked (Vite's preload helper, early requests) and does not ask for it again.
 */
export function withOneStylesheet(html: string, outDir: string): string {
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1] ?? '');
  const local = hrefs.filter(
    (href) => href.startsWith(`${basePath}/assets/`) && href.endsWith('.css'),
  );
  if (local.length < 2 || local.length !== hrefs.length) return html;
  const fileOf = (href: string) => path.join(outDir, href.slice(basePath.length + 1));
  const text = local.map((href) => readFileSync(fileOf(href), 'utf8')).join('\n');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  const href = `${basePath}/assets/page-styles-${hash}.css`;
  if (!existsSync(fileOf(href))) writeFileSync(fileOf(href), text);
  let first = true;
  return html.replace(stylesheetLink, (link: string, held: string) => {
    const disabled = `<link rel="stylesheet" crossorigin href="${held}" ${heldAttribute} disabled>`;
    if (!first) return disabled;
    first = false;
    return `<link rel="stylesheet" crossorigin href="${href}">${disabled}`;
  });
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { basePath } from '../../src/site/site-paths.ts';

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;

/** Marks the link of a stylesheet a page's own styles already hold. */
export const heldAttribute = 'data-in-page-stylesheet';

/** A prerendered page with its styles in it, and the policy's source allowing them. */
export interface PageWithStyles {
  readonly html: string;
  /** `'sha256-…'` of the page's style element, for the Content-Security-Policy's style-src. */
  readonly styleSource?: string;
}

/** The Content-Security-Policy source that allows a style element with this text. */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * A prerendered page's stylesheets, in the page (decisions 051 and 053): each stylesheet it
 * links is a request its first paint waits for, one round trip after the document on a slow
 * connection. Their texts, in their order, are one style element where the first was linked,
 * allowed by its hash in the policy (`styleSource`; the build lists them all for the servers).
 * Each stylesheet it holds stays linked but `disabled`, so never fetched: the app, as it renders
 * over the page, sees it linked (the preload helper, early requests) and does not ask for it.
 */
export function withOneStylesheet(html: string, outDir: string): PageWithStyles {
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1] ?? '');
  const local = hrefs.filter(
    (href) => href.startsWith(`${basePath}/assets/`) && href.endsWith('.css'),
  );
  if (local.length === 0 || local.length !== hrefs.length) return { html };
  const fileOf = (href: string) => path.join(outDir, href.slice(basePath.length + 1));
  const text = local.map((href) => readFileSync(fileOf(href), 'utf8')).join('\n');
  let first = true;
  const withStyles = html.replace(stylesheetLink, (link: string, held: string) => {
    const disabled = `<link rel="stylesheet" crossorigin href="${held}" ${heldAttribute} disabled>`;
    if (!first) return disabled;
    first = false;
    // A function, so a `$` in the styles is not read as a replacement pattern.
    return `<style>${text}</style>${disabled}`;
  });
  return { html: withStyles, styleSource: styleHashSource(text) };
}

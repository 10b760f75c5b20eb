import { isPrerendering } from '../../site/prerendering.ts';
import type { SanitiseKind } from './sanitise-content.ts';

/**
 * The id of the JSON data block in which a prerendered app page carries the content HTML it was
 * built with, each beside what DOMPurify made of it at the build.
 */
export const sanitisedAtBuildId = 'sanitised-at-build';

/** What a page was built with: for each kind, pairs of content HTML and its sanitised form. */
export type SanitisedAtBuild = Partial<
  Record<SanitiseKind, readonly (readonly [string, string])[]>
>;

const recorded: Record<SanitiseKind, Map<string, string>> = {
  display: new Map(),
  article: new Map(),
};

/** Notes, while the build prerenders a page, what DOMPurify made of a piece of its content. */
export function recordSanitised(kind: SanitiseKind, html: string, clean: string): void {
  if (isPrerendering()) recorded[kind].set(html, clean);
}

/** What the page just prerendered was sanitised to, and forgets it for the next page. */
export function takeSanitisedAtBuild(): SanitisedAtBuild {
  const taken: SanitisedAtBuild = {
    display: [...recorded.display],
    article: [...recorded.article],
  };
  recorded.display.clear();
  recorded.article.clear();
  return taken;
}

/** The page's block as last read, and what it held. */
let read: { block: Element | null; tables: Record<SanitiseKind, Map<string, string>> } | undefined;

function tablesOf(block: Element | null): Record<SanitiseKind, Map<string, string>> {
  const tables: Record<SanitiseKind, Map<string, string>> = {
    display: new Map(),
    article: new Map(),
  };
  if (!block?.textContent) return tables;
  try {
    const data = JSON.parse(block.textContent) as SanitisedAtBuild;
    for (const kind of ['display', 'article'] as const) {
      for (const pair of data[kind] ?? []) {
        if (typeof pair[0] === 'string' && typeof pair[1] === 'string') tables[kind].set(...pair);
      }
    }
  } catch {
    // A page without a readable block sanitises its content in the browser, as any other.
  }
  return tables;
}

/**
 * The sanitised form of content HTML exactly as this page was built with it, if it was: the
 * same input through the same DOMPurify configuration, done at the build. Content changed since
 * the build is not found here and is sanitised in the browser.
 */
export function sanitisedAtBuild(kind: SanitiseKind, html: string): string | undefined {
  const block =
    typeof document === 'undefined' ? null : document.getElementById(sanitisedAtBuildId);
  if (read?.block !== block) read = { block, tables: tablesOf(block) };
  return read.tables[kind].get(html);
}

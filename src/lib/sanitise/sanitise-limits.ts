/**
 * Guards around DOMPurify for hostile sizes: in jsdom and some browsers, thousands of nested
 * elements make sanitising take seconds or throw a stack overflow. Input that is too large or
 * too deep, or that makes DOMPurify throw, is shown as plain text instead.
 */

/** Longest HTML string sanitised as HTML (500 KB); longer input becomes plain text. */
export const maxSanitisedLength = 500_000;

/** Deepest element nesting sanitised as HTML; real articles stay far below it. */
export const maxNestingDepth = 256;

// Elements that never hold a closing tag, or whose end the HTML parser implies when a sibling
// opens (so a list of 600 <li> without closing tags is not 600 levels deep).
const notNesting = new Set(
  'area base br col embed hr img input link meta source track wbr p li dt dd tr td th option tbody thead tfoot'.split(
    ' ',
  ),
);

/** An upper estimate of the element nesting depth of an HTML string, in one linear pass. */
export function estimateNestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)[^>]*>/gi)) {
    const [tag, closing, name = ''] = match;
    if (notNesting.has(name.toLowerCase()) || tag.endsWith('/>')) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Whether an HTML string is too large or too deep to sanitise as HTML. */
export function exceedsSanitiseLimits(html: string): boolean {
  return html.length > maxSanitisedLength || estimateNestingDepth(html) > maxNestingDepth;
}

/**
 * The words of an HTML string as inert text for innerHTML: tags dropped, every remaining '<'
 * and '>' escaped, so nothing in the result can become an element. Capped at the size limit.
 */
export function toInertText(html: string): string {
  return html
    .slice(0, maxSanitisedLength)
    .replace(/<[^>]*>/g, ' ')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The parts of "Was this page helpful?" its script finds in the page: the same names in the
 * React component's markup and in the behaviour that runs on it (static help page or app).
 */
export type HelpfulPart =
  | 'prompt'
  | 'yes'
  | 'no'
  | 'form'
  | 'reason'
  | 'comment-group'
  | 'comment'
  | 'error'
  | 'count'
  | 'announce'
  | 'thanks';

const partAttribute = 'data-helpful-part';

/** The attribute that marks an element as one part (spread onto the element). */
export function part(name: HelpfulPart): { readonly [partAttribute]: HelpfulPart } {
  return { [partAttribute]: name };
}

/** The selector of one part. */
export function partSelector(name: HelpfulPart): string {
  return `[${partAttribute}="${name}"]`;
}

/** Marks the component's root; its subject is in data-about, data-name and data-category. */
export const helpfulRootSelector = '[data-was-this-helpful]';

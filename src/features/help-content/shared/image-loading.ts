/** How a picture in a list of cards or tiles loads: at once, or when a reader scrolls near it. */
export type ImageLoading = 'eager' | 'lazy';

/**
 * The most cards or tiles a row holds on the widest screen (the page is 75rem wide, a card at
 * least 16rem). Pictures in the first row load at once, since one of them can be the page's
 * largest paint (the meters category's first card); the rest wait until a reader scrolls near
 * them, so a phone on a slow connection spends its first seconds on what it shows.
 */
const itemsInTheFirstRow = 4;

/** The loading of the picture of the list's item at `index` (from 0). */
export function imageLoadingAt(index: number): ImageLoading {
  return index < itemsInTheFirstRow ? 'eager' : 'lazy';
}

/**
 * The first card's picture is asked for ahead of the page's scripts: on a phone, where a card
 * fills the width, it is the page's largest paint (the meters category's, as Lighthouse finds
 * it), and it arrived behind the scripts the page preloads.
 */
export function imagePriorityAt(index: number): 'high' | undefined {
  return index === 0 ? 'high' : undefined;
}

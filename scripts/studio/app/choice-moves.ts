/** Moving one choice of a list up or down, as GOV.UK's lists of choices are reordered. */

/** The list with the item at `index` swapped with its neighbour; the same list at an edge. */
export function movedChoices<Item>(
  items: readonly Item[],
  index: number,
  direction: 'up' | 'down',
): readonly Item[] {
  const other = direction === 'up' ? index - 1 : index + 1;
  if (other < 0 || other >= items.length || index < 0 || index >= items.length) return items;
  const next = [...items];
  [next[index], next[other]] = [next[other] as Item, next[index] as Item];
  return next;
}

/**
 * The move button focus follows a moved choice to, at its new place `index`: the same direction
 * while it can move on that way, otherwise the other (at the top there is no "Move up").
 */
export function moveButtonAfter(
  index: number,
  count: number,
  direction: 'up' | 'down',
): 'up' | 'down' {
  if (direction === 'up') return index > 0 ? 'up' : 'down';
  return index < count - 1 ? 'down' : 'up';
}

/**
 * Whether a value equals a sibling property of the object holding it: a password confirmation
 * and its password (SPEC section 5, the password component).
 */
export function isSameAsSibling(value: unknown, parent: unknown, sibling: string): boolean {
  return (
    parent !== null &&
    typeof parent === 'object' &&
    (parent as Record<string, unknown>)[sibling] === value
  );
}

/**
 * Fills a draft's empty fields from another source (a signed-in customer's account details, or
 * the meter-read URL), never touching a value the customer has already typed (SPEC section 6;
 * "fill only empty fields, never overwrite typed values"). Returns the same object when nothing
 * changes, so setting it does not re-render.
 */
export function fillEmptyFields<Draft extends object>(
  draft: Draft,
  values: object | undefined,
): Draft {
  if (!values) return draft;
  let filled: Draft | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    const current = (draft as Record<string, unknown>)[name];
    if (typeof current === 'string' ? current !== '' : current !== undefined) continue;
    filled ??= { ...draft };
    (filled as Record<string, unknown>)[name] = value;
  }
  return filled ?? draft;
}

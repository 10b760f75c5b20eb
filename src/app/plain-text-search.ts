/**
 * How every router of the app reads and writes the address's query string: each parameter is
 * plain, URL-encoded text (SPEC section 2: "q is the URL-encoded text"). The router's default
 * writes JSON, so a search for the power-cut number 105 would become ?q=%22105%22 and come back
 * as a number; here `105`, `"quoted"`, `true`, `null` and `{}` stay the text the customer typed.
 */

/** The parsed query string: one text value per name. */
export type PlainSearch = Record<string, string>;

/**
 * Reads a query string (with or without its leading '?') into text values. A name given twice
 * keeps its first value, as URLSearchParams.get does, so every value is a single string.
 */
export function parsePlainSearch(searchString: string): PlainSearch {
  const values = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(searchString)) {
    if (!values.has(name)) values.set(name, value);
  }
  // fromEntries defines own properties, so even a name like __proto__ stays a plain value.
  return Object.fromEntries(values);
}

/**
 * Writes search values as a query string ('?q=105', or '' when there is nothing to write).
 * Numbers and booleans are written as their text; undefined and null leave the name out.
 * Anything else is a mistake in the calling code, since no address carries structured values.
 */
export function stringifyPlainSearch(search: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.append(name, String(value));
      continue;
    }
    throw new TypeError(`Search parameter "${name}" must be text, got ${typeof value}`);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

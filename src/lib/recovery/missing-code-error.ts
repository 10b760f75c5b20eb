/**
 * Whether an error is the browser failing to load a piece of the site's code (a script chunk or
 * its stylesheet): after a new release has removed the old build's files, or on a lost
 * connection. Chromium, Firefox and Safari word it differently; Vite words a stylesheet's.
 */
export function isMissingCodeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported/i.test(
    error.message,
  );
}

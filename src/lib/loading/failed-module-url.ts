/**
 * The address of the script a failed dynamic import asked for, read from the browser's error
 * ("Failed to fetch dynamically imported module: https://…/assets/x-abc.js" in Chromium, "error
 * loading dynamically imported module: …" in Firefox); undefined when the error names none
 * (Safari) or is no failed import at all.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /dynamically imported module:?\s+(\S+)/i.exec(error.message);
  if (!match?.[1]) return undefined;
  try {
    return new URL(match[1], globalThis.location?.href).href;
  } catch {
    return undefined;
  }
}

/**
 * The same script at an address this browser has not asked for yet: Chromium keeps a failed
 * import of an address for the life of the page, so asking again for the same one fails again
 * even once the network is back. The query changes nothing the server sends.
 */
export function freshModuleUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(attempt));
  return fresh.href;
}

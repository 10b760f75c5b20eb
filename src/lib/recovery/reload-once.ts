/**
 * One full load of an address to fetch the site's newest code, never a loop: the time and
 * address of the last such load are kept in sessionStorage, and the same address is not loaded
 * again within the window, so a release that is truly broken shows the error page instead.
 */
const markerKey = 'help-and-support:recovery-reload';
const windowMs = 60_000;

let reloading = false;

interface Marker {
  readonly url: string;
  readonly at: number;
}

function readMarker(): Marker | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(markerKey) ?? 'null');
    if (value && typeof value === 'object' && 'url' in value && 'at' in value) {
      const { url, at } = value;
      if (typeof url === 'string' && typeof at === 'number') return { url, at };
    }
  } catch {
    // A marker that cannot be read allows the load; the window still limits it to one.
  }
  return undefined;
}

/**
 * Loads `url` in full unless it was loaded this way within the last minute. Returns whether a
 * load is under way (true also for a second call while the first is), so the caller shows its
 * error only when it is not.
 */
export function reloadOnce(url: string = window.location.href): boolean {
  if (reloading) return true;
  const marker = readMarker();
  if (marker && marker.url === url && Date.now() - marker.at < windowMs) return false;
  try {
    sessionStorage.setItem(markerKey, JSON.stringify({ url, at: Date.now() }));
  } catch {
    // Without storage the guard cannot hold, so no load: the error page shows instead.
    return false;
  }
  reloading = true;
  if (url === window.location.href) window.location.reload();
  else window.location.assign(url);
  return true;
}

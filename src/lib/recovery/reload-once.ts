import { buildId } from './build-id.ts';

/**
 * One full load of an address to fetch the site's newest code, never a loop: the time, address
 * and build of the last such load are kept in sessionStorage, and the same build does not load
 * the same address again within the window, so a release that is truly broken shows the error
 * page instead. A page of a newer build may: its own code may be what went missing.
 */
const markerKey = 'help-and-support:recovery-reload';
const windowMs = 60_000;

let reloading = false;

interface Marker {
  readonly url: string;
  readonly at: number;
  readonly build: string;
}

function readMarker(): Marker | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(markerKey) ?? 'null');
    if (value && typeof value === 'object' && 'url' in value && 'at' in value && 'build' in value) {
      const { url, at, build } = value;
      if (typeof url === 'string' && typeof at === 'number' && typeof build === 'string')
        return { url, at, build };
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
  const recent = marker && Date.now() - marker.at < windowMs;
  if (recent && marker.url === url && marker.build === buildId) return false;
  try {
    const next: Marker = { url, at: Date.now(), build: buildId };
    sessionStorage.setItem(markerKey, JSON.stringify(next));
  } catch {
    // Without storage the guard cannot hold, so no load: the error page shows instead.
    return false;
  }
  reloading = true;
  if (url === window.location.href) window.location.reload();
  else window.location.assign(url);
  return true;
}

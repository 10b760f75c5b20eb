import { basePath } from '../../site/site-paths.ts';
import { buildId } from './build-id.ts';

/** How often, at most, the site asks whether a newer release is out. */
const checkEveryMs = 5 * 60_000;

let lastCheck = 0;
let newerRelease = false;

/**
 * Asks, at most every few minutes, whether the host serves a newer release than this page's:
 * once it does, `newerReleaseOut()` is true and the next in-site link loads in full (see
 * __root.tsx), so the customer gets the new release's code before any of the old one is gone.
 * A failed or missing version file changes nothing.
 */
export async function checkForNewerRelease(now: number = Date.now()): Promise<void> {
  if (newerRelease || now - lastCheck < checkEveryMs) return;
  lastCheck = now;
  try {
    const response = await fetch(`${basePath}/version.json`, { cache: 'no-store' });
    if (!response.ok) return;
    const served: unknown = await response.json();
    if (served && typeof served === 'object' && 'build' in served) {
      newerRelease = typeof served.build === 'string' && served.build !== buildId;
    }
  } catch {
    // Offline or no version file (the dev server): nothing to learn.
  }
}

/**
 * Notes that the host no longer has a file of this page's build (Vite's `vite:preloadError`, as
 * when a link's code is fetched on hover): online, that means a newer release has replaced it,
 * so the next navigation loads in full rather than ask for more of the old build's files.
 */
export function noteMissingCode(online: boolean = navigator.onLine): void {
  if (online) newerRelease = true;
}

/** Whether a newer release than this page's is out, so the next navigation should load in full. */
export function newerReleaseOut(): boolean {
  return newerRelease;
}

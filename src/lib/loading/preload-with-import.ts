/**
 * Stands in the build for Vite's preload helper (`__vitePreload`, which wraps every lazy
 * `import()`; scripts/vite/preload-helper-plugin.ts, decision 052): the files a lazy chunk imports
 * are asked for beside it, as module preloads, and its stylesheets are linked and waited for, so
 * it runs styled. Vite's own helper also reads a CSP nonce and feature-tests module preload;
 * the site's policy has no nonce and every browser it supports preloads modules, and that helper
 * was a third of a help page's shared chunk.
 */

/**
 * Each dependency asked for once per page: while a stylesheet loads, its load to wait for; once
 * it has settled, or for a script, nothing (a stylesheet that failed is not asked for again).
 */
const asked = new Map<string, Promise<unknown> | undefined>();

/** Whether the page links the file already: any link for a script, a stylesheet for styles. */
function linked(href: string, stylesheet: boolean): boolean {
  for (const link of document.getElementsByTagName('link'))
    if (link.href === href && (!stylesheet || link.rel === 'stylesheet')) return true;
  return false;
}

function ask(href: string): Promise<unknown> | undefined {
  const stylesheet = href.endsWith('.css');
  if (linked(href, stylesheet)) return undefined;
  const link = document.createElement('link');
  link.rel = stylesheet ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
  if (!stylesheet) return undefined;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error(`Unable to preload CSS for ${href}`)));
  });
}

/**
 * Vite's `vite:preloadError`, as its helper sends it: the site notes a missing file from it
 * (load-in-full.ts); unless a listener prevents it, the import fails with the error.
 */
function preloadFailed(error: unknown): void {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: error,
  });
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
}

/**
 * Loads a lazy chunk (`load`) with the files it imports (`deps`, paths below `base`), as Vite's
 * helper does.
 */
export function preloadWithImport<T>(
  base: string,
  load: () => Promise<T>,
  deps: readonly string[] | undefined,
): Promise<T> {
  const waits = (deps ?? []).map((dep) => {
    const href = new URL(base + dep, location.href).href;
    if (!asked.has(href)) {
      const loading = ask(href);
      asked.set(href, loading);
      loading?.then(
        () => asked.set(href, undefined),
        () => asked.set(href, undefined),
      );
    }
    return asked.get(href)?.catch(preloadFailed);
  });
  return Promise.all(waits).then(() => load().catch(preloadFailed) as Promise<T>);
}

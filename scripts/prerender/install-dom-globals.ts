import { JSDOM } from 'jsdom';

/**
 * Gives Node a browser-like global scope backed by jsdom, as Vitest's jsdom environment does, so
 * the site's own modules render pages at build time exactly as they do in the tests.
 */
export function installDomGlobals(url: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html lang="en-GB"><head></head><body></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const { window } = dom;
  // jsdom lays nothing out, so there is nowhere to scroll (the router restores scroll on load).
  window.scrollTo = () => undefined;
  const globals = globalThis as unknown as Record<string, unknown>;
  const windowRecord = window as unknown as Record<string, unknown>;
  const keys = new Set<string>();
  // The window's own properties and its prototypes' (addEventListener lives on EventTarget).
  for (let object: object | null = window; object && object !== Object.prototype;) {
    Object.getOwnPropertyNames(object).forEach((key) => keys.add(key));
    object = Object.getPrototypeOf(object) as object | null;
  }
  for (const key of keys) {
    if (key in globalThis || key.startsWith('_') || key === 'constructor') continue;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => {
        const value = windowRecord[key];
        return typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(window) : value;
      },
    });
  }
  // Node's own globals win above; the page's must be jsdom's.
  for (const key of ['window', 'self', 'document', 'navigator', 'location', 'history'] as const) {
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => (key === 'window' || key === 'self' ? window : window[key]),
    });
  }
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  return dom;
}

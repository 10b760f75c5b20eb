import type { Page, Route } from '@playwright/test';

/** The site's hashed build files: scripts, styles and the rest Vite writes into assets/. */
const builtAsset = /\/help-and-support\/assets\//;

/**
 * Turns the site's speculation rules off for the page: the browser fetches a prefetched or
 * prerendered page itself, where no page.route sees it, so a test that counts or answers page
 * loads would miss it. What the rules do is tested in static-first-pages.spec.ts.
 */
export async function withoutSpeculation(page: Page): Promise<void> {
  await page.route('**/help-and-support/speculation-rules.json', (route) =>
    route.fulfill({
      contentType: 'application/speculationrules+json',
      body: JSON.stringify({ prefetch: [], prerender: [] }),
    }),
  );
}

/**
 * Simulates a new release under a page that is already open: from `release()` on, every request
 * the open page makes for the old build's hashed files answers 404, as on a host that has
 * removed them. A full page load fetches the new release's HTML, whose files the host has, so
 * requests after it succeed (in this test the new build's files have the old names).
 * `fullLoads` counts the page loads after the release.
 */
export async function simulateRelease(page: Page) {
  await withoutSpeculation(page);
  let released = false;
  let fullLoads = 0;
  let newPageLoaded = false;
  await page.route(
    () => true,
    async (route: Route) => {
      const request = route.request();
      if (released && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        fullLoads += 1;
        newPageLoaded = true;
      }
      if (released && !newPageLoaded && builtAsset.test(request.url())) {
        await route.fulfill({ status: 404, body: 'Not found' });
        return;
      }
      await route.fallback();
    },
  );
  return {
    release: () => {
      released = true;
    },
    fullLoads: () => fullLoads,
  };
}

/**
 * Every request for the site's hashed files answers 404, the new page's too: a release whose
 * files are missing, where only the loop guard stands between the customer and a reload loop.
 */
export async function breakEveryAsset(page: Page) {
  await withoutSpeculation(page);
  let fullLoads = 0;
  await page.route(
    () => true,
    async (route: Route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) fullLoads += 1;
      if (builtAsset.test(request.url())) {
        await route.fulfill({ status: 404, body: 'Not found' });
        return;
      }
      await route.fallback();
    },
  );
  return { fullLoads: () => fullLoads };
}

/** Calls `forget` whenever the page loads a new document (a full load, not a move within it). */
function onNewDocument(page: Page, forget: () => void): void {
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) forget();
  });
}

/**
 * As Chromium behaves (the HTML standard's module map): an address whose module failed to load
 * fails again every time that page asks for it, even once the network is back; a new document
 * asks afresh. `failNow` makes the next requests for matching files fail (as offline).
 */
export async function failedModulesStayFailed(page: Page, file: RegExp) {
  const failed = new Set<string>();
  let failing = false;
  const requested: string[] = [];
  onNewDocument(page, () => failed.clear());
  await page.route(file, async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (failing || failed.has(url)) {
      failed.add(url);
      await route.abort('internetdisconnected');
      return;
    }
    await route.fallback();
  });
  return {
    failNow: (value: boolean) => {
      failing = value;
    },
    requested: () => [...requested],
  };
}

/**
 * A connection lost while a file was on its way: the first request for a matching file waits
 * until `lose()` (the test takes the browser offline first, so the page sees a lost connection,
 * not a missing file), then fails; that address keeps failing for that page, as Chromium keeps a
 * failed import, and loads for a new one. `asked()` resolves once the file has been asked for.
 */
export async function connectionLostOnTheWay(page: Page, file: RegExp) {
  const requested: string[] = [];
  const lostUrls = new Set<string>();
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  let markLost = () => {};
  const lost = new Promise<void>((resolve) => {
    markLost = resolve;
  });
  onNewDocument(page, () => lostUrls.clear());
  await page.route(file, async (route: Route) => {
    const url = route.request().url();
    requested.push(url);
    if (requested.length === 1 || lostUrls.has(url)) {
      lostUrls.add(url);
      markAsked();
      await lost;
      await route.abort('internetdisconnected');
      return;
    }
    await route.fallback();
  });
  return {
    asked: () => asked,
    lose: () => markLost(),
    requested: () => [...requested],
  };
}

/** Counts the full loads of the page's document from now on. */
export async function countPageLoads(page: Page): Promise<() => number> {
  await withoutSpeculation(page);
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/**
 * Holds every request for a matching file from `hold()` until `letThrough()`, as a slow
 * connection would: the page waits there. `asked()` resolves once a held request has come.
 */
export async function heldFile(page: Page, file: RegExp) {
  let holding = false;
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(file, async (route: Route) => {
    if (holding) {
      markAsked();
      await opened;
    }
    await route.fallback();
  });
  return {
    hold: () => {
      holding = true;
    },
    asked: () => asked,
    letThrough: () => open(),
  };
}

/**
 * Back, as the browser's button does it: the site may then load the page in full (a newer
 * release is known), which would cut short a navigation the test waited on itself. The caller
 * waits for the page it expects.
 */
export async function pressBack(page: Page): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await page.evaluate(() => {
        setTimeout(() => history.back(), 0);
      });
      return;
    } catch (error) {
      // The page was still being replaced by its full load: Back is pressed once it has come.
      if (tries > 2 || !/Execution context was destroyed/.test(String(error))) throw error;
      await page.waitForLoadState('load');
    }
  }
}

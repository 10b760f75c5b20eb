import type { Browser } from '@playwright/test';
import { basePath } from '../../src/site/site-paths.ts';
import { prerenderedHeadAttribute } from '../../src/site/prerendering.ts';
import { signInCookies } from '../../tests/browser/support/sign-in.ts';

/** A script the browser received, with its body as sent (before any compression). */
export interface ScriptResponse {
  readonly url: string;
  readonly body: Buffer;
}

/** A page as the browser loaded it: the build files it fetched and where it ended up. */
export interface FetchedAssets {
  /** Paths relative to the build folder, e.g. 'assets/index-abc.js'. */
  readonly files: string[];
  /** Every script response, from any host, until the network was idle. */
  readonly scripts: ScriptResponse[];
  /** The path below the base path the browser ended on (a guarded step redirects). */
  readonly finalPath: string;
}

/** How long the network stays quiet before a page counts as loaded (as Playwright's networkidle). */
const quietMs = 500;

/**
 * Loads a page in a fresh context (signed in when asked), without consent (so nothing consent-gated loads), and lists
 * the build files fetched until the network is idle: what the route needed to become usable.
 * With `untilTakenOver`, a prerendered page counts as usable only once the app has taken it over
 * (its prerendered head elements are gone) and the network is quiet again: a form step is not
 * usable before, and the network can fall idle between its first paint and the app's start,
 * which left the app's last files uncounted in some runs and not in others.
 */
export async function fetchedAssets(
  browser: Browser,
  origin: string,
  path: string,
  {
    signedIn = false,
    untilTakenOver = false,
  }: { signedIn?: boolean; untilTakenOver?: boolean } = {},
): Promise<FetchedAssets> {
  const context = await browser.newContext();
  try {
    if (signedIn) await context.addCookies(signInCookies('live-accounts', origin));
    const page = await context.newPage();
    const files = new Set<string>();
    const scripts: Promise<ScriptResponse | undefined>[] = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '');
      if (!isScript || response.status() !== 200) return;
      scripts.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => undefined,
        ),
      );
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    const settled = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);
    page.on('request', (request) => {
      inFlight += 1;
      lastActivity = Date.now();
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.startsWith(`${basePath}/assets/`)) {
        files.add(url.pathname.slice(basePath.length + 1));
      }
    });
    await page.goto(`${origin}${basePath}${path === '/' ? '/' : path}`);
    await page.waitForLoadState('networkidle');
    if (untilTakenOver) {
      await page.waitForFunction(
        (attribute) => !document.head.querySelector(`[${attribute}]`),
        prerenderedHeadAttribute,
      );
      while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const finalPath = new URL(page.url()).pathname.slice(basePath.length) || '/';
    const received = (await Promise.all(scripts)).filter((script) => script !== undefined);
    return { files: [...files], scripts: received, finalPath };
  } finally {
    await context.close();
  }
}

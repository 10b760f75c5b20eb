import type { Browser } from '@playwright/test';
import { basePath } from '../../src/site/site-paths.ts';
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

/**
 * Loads a page in a fresh context (signed in when asked), without consent (so nothing consent-gated loads), and lists
 * the build files fetched until the network is idle: what the route needed to become usable.
 */
export async function fetchedAssets(
  browser: Browser,
  origin: string,
  path: string,
  signedIn = false,
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
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.startsWith(`${basePath}/assets/`)) {
        files.add(url.pathname.slice(basePath.length + 1));
      }
    });
    await page.goto(`${origin}${basePath}${path === '/' ? '/' : path}`);
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname.slice(basePath.length) || '/';
    const received = (await Promise.all(scripts)).filter((script) => script !== undefined);
    return { files: [...files], scripts: received, finalPath };
  } finally {
    await context.close();
  }
}

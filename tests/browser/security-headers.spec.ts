import type { Page } from '@playwright/test';
import { expect, test, type PageGuard } from './fixtures.ts';

/** The preview server sends the production security headers (scripts/vite/security-headers.ts). */

test('every page is served with a strict Content-Security-Policy and the other headers', async ({
  request,
}) => {
  const response = await request.get('/help-and-support/');
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
});

test('the sign-in callback, whose address carries tokens, sends no referrer', async ({
  request,
}) => {
  const response = await request.get('/help-and-support/auth-callback');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
});

/** Adds an inline script to the page and waits for the guard to report its blocking. */
async function injectInlineScript(page: Page, guard: PageGuard): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
  });
  await expect
    .poll(() => guard.takeCspViolations().map((violation) => violation.directive))
    .toContain('script-src-elem');
}

test('an inline script injected into a page is blocked, and the guard reports it', async ({
  page,
  guard,
}) => {
  await page.goto('/help-and-support/');
  await injectInlineScript(page, guard);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
  guard.allowConsoleErrors(/Content Security Policy/);
});

test("a built page's own styles apply under the policy, and an injected inline style is blocked", async ({
  page,
  guard,
}) => {
  // The build writes a prerendered page's styles into it, allowed by their hash (decision 053).
  await page.goto('/help-and-support/meters');
  await expect(page.locator('style')).toHaveCount(1);
  await expect(page.locator('.site-header__bar')).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );
  expect(guard.takeCspViolations()).toEqual([]);
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { background: rgb(255, 0, 0); }';
    document.head.append(style);
  });
  await expect
    .poll(() => guard.takeCspViolations().map((violation) => violation.directive))
    .toContain('style-src-elem');
  await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  guard.allowConsoleErrors(/Content Security Policy/);
});

test('nothing leaves for another host, not even one this machine serves under another name', async ({
  page,
  guard,
  baseURL,
}) => {
  // The site itself, under a name other than its own: refused before it is sent.
  const otherName = new URL(baseURL ?? '');
  otherName.hostname = 'localhost';
  await expect(page.goto(`${otherName.origin}/help-and-support/`)).rejects.toThrow(
    /ERR_NAME_NOT_RESOLVED/,
  );
  // The guard saw it (it would fail the test), so it is allowed here.
  expect(guard.requests.map((request) => new URL(request.url).host)).toContain(otherName.host);
  guard.allowHosts(otherName.host);
});

test('a context the test opens itself is watched too, as a second editor is', async ({
  browser,
  guard,
  baseURL,
}) => {
  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await page.goto(`${baseURL ?? ''}/help-and-support/`);
    await injectInlineScript(page, guard);
    expect(guard.requests.map((request) => new URL(request.url).pathname)).toContain(
      '/help-and-support/',
    );
    guard.allowConsoleErrors(/Content Security Policy/);
  } finally {
    await other.close();
  }
});

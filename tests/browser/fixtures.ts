import { test as base, expect, type BrowserContext } from '@playwright/test';

/**
 * The fixture every browser test uses. Each test gets its own browser context, watched for what
 * must never happen on this site: a Content-Security-Policy violation, an uncaught error, an
 * unexpected console error, or a request to any host but the site's own. Every other context
 * the test opens (a second editor's, say) is watched the same way.
 */

/** A `securitypolicyviolation` event, as reported from the page. */
export interface CspViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly sourceFile: string;
  readonly sample: string;
  readonly page: string;
}

/** A request the page made. */
export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly body: string;
}

/** What a test can read or relax of the watch over its page. */
export interface PageGuard {
  /** Console errors matching one of these are expected (a failure path logs by design). */
  allowConsoleErrors(...patterns: RegExp[]): void;
  /** Requests to these hosts are expected (e.g. a hostile test counting them is the test). */
  allowHosts(...hosts: string[]): void;
  /** Violations matching this are expected (hostile-content tests, which check the DOM instead). */
  allowCspViolations(expected: (violation: CspViolation) => boolean): void;
  /** Returns the CSP violations seen so far and forgets them (only the guard's own test). */
  takeCspViolations(): CspViolation[];
  /** Every request made so far, in order. */
  readonly requests: readonly RecordedRequest[];
}

const reportBinding = '__reportCspViolation';

/** Runs in every page and frame before the site's scripts. */
function listenForCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (violation: unknown) => void>)[binding];
    report?.({
      directive: event.effectiveDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      sample: event.sample,
      page: location.href,
    });
  });
}

export const test = base.extend<{ guard: PageGuard }>({
  guard: [
    async ({ context, browser, baseURL }, use) => {
      const siteHost = new URL(baseURL ?? 'http://127.0.0.1').host;
      const violations: CspViolation[] = [];
      const consoleErrors: string[] = [];
      const pageErrors: string[] = [];
      const requests: RecordedRequest[] = [];
      // The main site's stand-in pages (outside the base path) have no icon of their own.
      // A foreign request is never sent (Chromium resolves no other host: playwright.config.ts)
      // and is reported once, below, as a foreign request.
      const allowedErrors: RegExp[] = [
        /status of 404 .*\(http:\/\/[^/]+\/favicon\.ico\)$/,
        /net::ERR_NAME_NOT_RESOLVED/,
      ];
      const allowedHosts = new Set([siteHost]);
      const expectedViolations: ((violation: CspViolation) => boolean)[] = [];

      const watch = async (watched: BrowserContext) => {
        await watched.exposeBinding(reportBinding, (_source, violation: CspViolation) => {
          violations.push(violation);
        });
        await watched.addInitScript(listenForCspViolations, reportBinding);
        watched.on('console', (message) => {
          // Header mistakes show only as console warnings: a wrong policy must fail too.
          const headerWarning =
            message.type() === 'warning' &&
            /Permissions-Policy|Content.Security.Policy/i.test(message.text());
          if (message.type() === 'error' || headerWarning) {
            consoleErrors.push(`${message.text()} (${message.location().url})`);
          }
        });
        watched.on('weberror', (error) => pageErrors.push(String(error.error())));
        watched.on('request', (request) => {
          requests.push({
            method: request.method(),
            url: request.url(),
            body: request.postData() ?? '',
          });
        });
      };
      await watch(context);
      // Contexts the test opens itself are watched from their start, until the test ends.
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        await watch(opened);
        return opened;
      };

      await use({
        allowConsoleErrors: (...patterns) => allowedErrors.push(...patterns),
        allowHosts: (...hosts) => hosts.forEach((host) => allowedHosts.add(host)),
        allowCspViolations: (expected) => expectedViolations.push(expected),
        takeCspViolations: () => violations.splice(0),
        requests,
      });
      browser.newContext = newContext;

      const foreign = requests
        .filter((request) => /^https?:/.test(request.url))
        .filter((request) => !allowedHosts.has(new URL(request.url).host))
        .map((request) => `${request.method} ${request.url}`);
      const unexpected = consoleErrors.filter(
        (text) => !allowedErrors.some((pattern) => pattern.test(text)),
      );
      const unexpectedViolations = violations.filter(
        (violation) => !expectedViolations.some((expected) => expected(violation)),
      );
      expect.soft(unexpectedViolations, 'Content-Security-Policy violations').toEqual([]);
      expect.soft(foreign, 'requests to hosts other than the site').toEqual([]);
      expect.soft(pageErrors, 'uncaught errors in the page').toEqual([]);
      expect.soft(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

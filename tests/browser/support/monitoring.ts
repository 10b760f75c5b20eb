import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, type PageGuard } from '../fixtures.ts';
import { press } from './keyboard.ts';
import { readableRequest } from './requests.ts';

/**
 * Real-user monitoring as the browser tests see it: its EU intake answered here, never sent
 * (the build has made-up ids, scripts/build-for-tests.sh), the stand-in consent banner answered
 * by keyboard, and the named actions the site sends read out of the intake's batches.
 */

const rumIntakeHost = 'browser-intake-datadoghq.eu';

/** Whether a request went to the monitoring intake. */
export const isRumIntake = (url: string) => new URL(url).host.endsWith(rumIntakeHost);

/** Records every request of the context; the monitoring intake is answered here, never sent. */
export async function recordRequests(
  context: BrowserContext,
  guard: PageGuard,
): Promise<Request[]> {
  guard.allowHosts(rumIntakeHost);
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route(
    (url) => url.host.endsWith(rumIntakeHost),
    (route) => route.fulfill({ status: 202, body: '{}' }),
  );
  return requests;
}

/** Answers the stand-in consent banner (as OneTrust's) by keyboard, then hides it. */
export async function answerConsentBanner(
  page: Page,
  choice: 'Accept all cookies' | 'Reject additional cookies',
): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
  await press(banner.getByRole('button', { name: choice }));
  await press(banner.getByRole('button', { name: 'Hide cookie message' }));
}

/**
 * Records every request (as recordRequests) from help home, where the consent banner is answered
 * first: the start of each test of what monitoring is sent with and without consent.
 */
export async function recordRequestsAfterConsent(
  page: Page,
  context: BrowserContext,
  guard: PageGuard,
  choice: 'Accept all cookies' | 'Reject additional cookies',
): Promise<Request[]> {
  const requests = await recordRequests(context, guard);
  await page.goto('/help-and-support/');
  await answerConsentBanner(page, choice);
  return requests;
}

/**
 * Waits until monitoring has started on this page (the RUM library loaded and tracking): the
 * site's actions wait in the page until then, and a page left before it sends none of them.
 */
export async function monitoringStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const rum = (window as { DD_RUM?: { getInternalContext?: () => unknown } }).DD_RUM;
    return rum?.getInternalContext?.() !== undefined;
  });
}

/** The address of a search for these words. */
export const searchPathFor = (words: string) =>
  `/help-and-support/search?q=${encodeURIComponent(words)}`;

/**
 * Searches for words nothing answers, waits for monitoring, then leaves the page, which makes
 * monitoring send what it holds (the search_no_results action among it).
 */
export async function searchFindingNothing(page: Page, words: string): Promise<void> {
  await page.goto(searchPathFor(words));
  await expect(page.getByRole('heading', { name: /No results for/ })).toBeVisible();
  await monitoringStarted(page);
  await page.goto('/help-and-support/contact-us');
}

/** The text of each batch of events monitoring received (not the session replay's). */
export function receivedEvents(requests: readonly Request[]): string[] {
  return requests
    .filter((request) => isRumIntake(request.url()) && request.url().includes('/api/v2/rum'))
    .map(readableRequest);
}

/** A custom action as monitoring received it: its name and the context the site gave it. */
export interface ReceivedAction {
  readonly name: string;
  readonly context: Record<string, unknown>;
}

/**
 * Every custom action in the intake's batches so far, in order (a batch is one JSON event per
 * line, deflated; readableRequest inflates it).
 */
export function receivedActions(requests: readonly Request[]): ReceivedAction[] {
  return requests
    .filter((request) => isRumIntake(request.url()) && request.url().includes('/rum'))
    .flatMap((request) => readableRequest(request).split('\n'))
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const event = JSON.parse(line) as {
          type?: string;
          action?: { type?: string; target?: { name?: string } };
          context?: Record<string, unknown>;
        };
        if (event.type !== 'action' || event.action?.type !== 'custom') return [];
        return [{ name: event.action.target?.name ?? '', context: event.context ?? {} }];
      } catch {
        return [];
      }
    });
}

/** The context of each received action of this name, in order. */
export function actionsNamed(
  requests: readonly Request[],
  name: string,
): Record<string, unknown>[] {
  return receivedActions(requests)
    .filter((action) => action.name === name)
    .map((action) => action.context);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Answers one content address with its stub fixture as changed since the build: `change`
 * rewrites the fixture's text. Read from the fixture, not fetched through, so no request is left
 * waiting on the server when the test ends.
 */
export async function changedContent(
  page: Page,
  contentPath: string,
  change: (text: string) => string,
): Promise<void> {
  const fixture = readFileSync(path.join('content-fixtures', contentPath), 'utf8');
  const contentType = contentPath.endsWith('.html') ? 'text/html' : 'application/json';
  await page.route(`**${contentPath}`, (route) =>
    route.fulfill({ contentType, body: change(fixture) }),
  );
}

/** A JSON fixture changed since the build: `change` returns the new value. */
export function changedJson(
  page: Page,
  contentPath: string,
  change: (json: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  return changedContent(page, contentPath, (text) =>
    JSON.stringify(change(JSON.parse(text) as Record<string, unknown>)),
  );
}

/** The header's content, changed since the build: a help page then loads the app over it. */
export const headerConfigurationPath = '/aem6/content/sysadmin/header-configuration.json';

/**
 * The header's content answered with the same data in other text: a help page's page script
 * sees its content changed since the build and renders the app over the page, which shows the
 * same content. For tests that compare the two renderings of a help page.
 */
export function appRenderedOver(page: Page): Promise<void> {
  return changedContent(page, headerConfigurationPath, (text) => `${text}\n `);
}

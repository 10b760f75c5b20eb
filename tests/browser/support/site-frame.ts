import type { Locator, Page } from '@playwright/test';

/** A link in the site header (its quick links: meter reading, contact, emergencies). */
export function headerLink(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('link', { name }).first();
}

/**
 * The page's search box, whichever role it has at the moment: a search box, which becomes a
 * combobox once its suggestions are wired on first reach (decision 048).
 */
export function searchBox(page: Page): Locator {
  return page.getByLabel('Search Help & Support', { exact: true });
}

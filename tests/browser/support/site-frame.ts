import type { Locator, Page } from '@playwright/test';

/** A link in the site header (its quick links: meter reading, contact, emergencies). */
export function headerLink(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('link', { name }).first();
}

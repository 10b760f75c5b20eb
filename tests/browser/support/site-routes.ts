import type { Page } from '@playwright/test';
import type { SampleCustomerKey } from './sign-in';

/**
 * Every page of the site as the accessibility and screenshot checks visit it: where it is, the
 * heading that shows it is ready, and for forms the button an empty submit presses.
 */
export interface SiteRoute {
  /** File-name-safe name, for screenshots. */
  readonly name: string;
  readonly path: string;
  /** The page's h1 once it is ready. */
  readonly heading: string | RegExp;
  /** Signed in as this sample customer first. */
  readonly signedInAs?: SampleCustomerKey;
  /** Gets to a step that needs earlier steps (it starts from `path`). */
  readonly reach?: (page: Page) => Promise<void>;
  /** The submit button of a form: pressing it with nothing filled in shows the error state. */
  readonly submitButton?: string | RegExp;
}

/** The pages, in the order of SPEC section 2. */
export const siteRoutes: readonly SiteRoute[] = [
  { name: 'home', path: '/', heading: 'Help & Support' },
  { name: 'contact-us', path: '/contact-us', heading: 'Contact us' },
  {
    name: 'submit-meter-read-confirm',
    path: '/submit-meter-read-confirm',
    heading: 'Thank you for submitting your meter reading',
  },
  { name: 'deals', path: '/deals', heading: 'Your customer deals', signedInAs: 'live-accounts' },
  { name: 'auth-callback-failed', path: '/auth-callback', heading: "We couldn't sign you in" },
];

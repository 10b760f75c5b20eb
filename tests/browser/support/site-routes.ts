import type { Page } from '@playwright/test';
import {
  enterAddressByHand,
  fillPersonalDetails,
  findAddressByPostcode,
  goToQueryStep,
  samplePerson,
} from './complaint-steps.ts';
import checkAnswersCopy from '../../../schemas/messages/check-answers.json' with { type: 'json' };
import { continueAndSend, continueToCheckAnswers } from './check-answers.ts';
import { todayParts } from './customer.ts';
import { declaredJourneyRoutes } from './declared-journey-routes.ts';
import { fillFeedbackDetails } from './feedback-steps.ts';
import { choose, press, typeInto } from './keyboard.ts';
import type { SampleCustomerKey } from './sign-in.ts';

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
  // A help page's search box is checked by the browser (decision 025); the app's, on the
  // search page, shows the site's own error.
  { name: 'home', path: '/', heading: 'Help & Support' },
  {
    name: 'category-new-layout',
    path: '/bills-and-payments',
    heading: 'Help with bills and payments',
  },
  { name: 'category-meters', path: '/meters', heading: 'Help with your meter' },
  { name: 'category-emergencies', path: '/emergencies', heading: 'What to do in an emergency?' },
  { name: 'category-standard', path: '/homecare-help', heading: /./ },
  { name: 'category-blog', path: '/helpful-advice', heading: /./ },
  {
    name: 'article',
    path: '/bills-and-payments/set-up-a-direct-debit',
    heading: 'Set up a Direct Debit',
  },
  {
    name: 'search',
    path: '/search?q=meter',
    heading: 'Search Help & Support',
    reach: async (page) => {
      // On the search page the box suggests pages as the customer types: a combobox (issue 32).
      await page.getByRole('main').getByRole('combobox').fill('');
    },
    submitButton: 'Search',
  },
  {
    name: 'complaint-details',
    path: '/complaints/gas-and-electricity',
    heading: 'Making a complaint.',
    submitButton: 'Use this address',
  },
  {
    name: 'complaint-query',
    path: '/complaints/enquiry-gas-and-electricity',
    heading: 'Tell us your enquiry',
    reach: async (page) => {
      await fillPersonalDetails(page, samplePerson('Lovelace'));
      await enterAddressByHand(page);
      await goToQueryStep(page);
    },
    submitButton: 'Continue',
  },
  {
    name: 'complaint-check-answers',
    path: '/complaints/pay-as-you-go',
    heading: checkAnswersCopy.heading,
    reach: async (page) => {
      await fillPersonalDetails(page, samplePerson('Lovelace'));
      await enterAddressByHand(page);
      await goToQueryStep(page);
      await typeInto(page.getByRole('textbox', { name: 'Your message' }), 'My meter is blank.');
      await continueToCheckAnswers(page);
    },
  },
  {
    name: 'feedback',
    path: '/complaints/feedback',
    heading: 'We owe you',
    submitButton: "I don't want the refund",
  },
  {
    name: 'feedback-details',
    path: '/complaints/feedback',
    heading: 'A bit about you',
    reach: async (page) => {
      await typeInto(page.getByLabel("Tell us why you don't want the refund"), 'Keep it.');
      await press(page.getByRole('button', { name: "I don't want the refund" }));
    },
    submitButton: 'Continue',
  },
  {
    name: 'feedback-check-answers',
    path: '/complaints/feedback',
    heading: checkAnswersCopy.heading,
    reach: async (page) => {
      await typeInto(page.getByLabel("Tell us why you don't want the refund"), 'Keep it.');
      await press(page.getByRole('button', { name: "I don't want the refund" }));
      await fillFeedbackDetails(page, 'Lovelace');
      await continueToCheckAnswers(page);
    },
  },
  {
    name: 'confirmation',
    path: '/complaints/feedback',
    heading: "Thanks, we've got your request",
    reach: async (page) => {
      await typeInto(page.getByLabel("Tell us why you don't want the refund"), 'Keep it.');
      await press(page.getByRole('button', { name: "I don't want the refund" }));
      const form = page.getByRole('main');
      await typeInto(form.getByLabel('First name'), 'Ada');
      await typeInto(form.getByLabel('Last name'), 'Lovelace');
      await typeInto(form.getByLabel('Email address'), 'ada@example.com');
      await typeInto(form.getByLabel('Telephone number'), '07911 123456');
      await findAddressByPostcode(page, 'SW1A 1AA', '1 Mill Street, Leeds, SW1A 1AA');
      await continueAndSend(page);
    },
  },
  {
    name: 'select-type',
    path: '/make-a-complaint-select-type',
    heading: 'Make a complaint',
    submitButton: 'Continue',
  },
  {
    name: 'select-energy',
    path: '/make-a-complaint-select-energy',
    heading: 'Make an energy complaint',
    submitButton: 'Continue',
  },
  { name: 'contact-us', path: '/contact-us', heading: 'Contact us' },
  {
    name: 'submit-meter-read',
    path: '/submit-meter-read',
    heading: 'Submit a meter reading',
    submitButton: 'Continue',
  },
  {
    name: 'meter-read-check-answers',
    path: '/submit-meter-read',
    heading: checkAnswersCopy.heading,
    reach: async (page) => {
      const form = page.getByRole('main');
      await typeInto(form.getByLabel('First name'), 'Ada');
      await typeInto(form.getByLabel('Last name'), 'Lovelace');
      await typeInto(form.getByLabel('Telephone number'), '07911 123456');
      await choose(form.getByRole('radio', { name: 'Gas only' }));
      await typeInto(form.getByLabel('Gas meter reading'), '001234');
      const { day, month, year } = todayParts();
      await typeInto(form.getByLabel('Day', { exact: true }), day);
      await typeInto(form.getByLabel('Month', { exact: true }), month);
      await typeInto(form.getByLabel('Year', { exact: true }), year);
      await continueToCheckAnswers(page);
    },
  },
  {
    name: 'submit-meter-read-confirm',
    path: '/submit-meter-read-confirm',
    heading: 'Thank you for submitting your meter reading',
  },
  { name: 'deals', path: '/deals', heading: 'Your customer deals', signedInAs: 'live-accounts' },
  { name: 'auth-callback-failed', path: '/auth-callback', heading: "We couldn't sign you in" },
  // The journeys declared as data, from their declarations (decision 055).
  ...declaredJourneyRoutes(),
];

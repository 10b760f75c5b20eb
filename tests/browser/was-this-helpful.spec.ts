import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { appRenderedOver } from './support/changed-content.ts';
import { distDir } from './support/chromium.ts';
import { uniqueSurname } from './support/customer.ts';
import { fillFeedbackDetails } from './support/feedback-steps.ts';
import { choose, press, typeInto } from './support/keyboard.ts';
import { saveScreenshot, screenshotAtWidths, screenshotWidths } from './support/screenshots.ts';
import { readBudgets } from '../../scripts/bench/budgets.ts';
import { readManifest } from '../../scripts/bench/bundle-sizes.ts';
import { measurePageScript } from '../../scripts/bench/content-page-script.ts';
import { fetchedAssets } from '../../scripts/bench/fetched-assets.ts';
import { continueAndSend } from './support/check-answers.ts';

/**
 * "Was this page helpful?" (issue 32, part 3) as a customer answers it with the keyboard: on a
 * static-first article (its page script), on an article the app renders over, and on a
 * confirmation; each state checked by axe at 320 and 1280 px and photographed; the answer
 * reaches the data layer once, with personal details typed into the box and the search scrubbed.
 */

const article = {
  path: '/help-and-support/meters/how-to-read-your-meter',
  name: 'how-to-read-your-meter',
  category: 'meters',
};

/** Personal details a customer might type, and none may reach the data layer. */
const personal = ['jo.bloggs@example.com', '07700 900123', '850000000001', 'SW1A 1AA'];
const typedInTheBox = `Email me at ${personal[0]} or call ${personal[1]}, account ${personal[2]}, ${personal[3]}`;
const scrubbedBox = 'Email me at [email] or call [number], account [customer-number], [postcode]';

/** The answers pushed to the data layer so far. */
const helpfulEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((event) => event.event === 'wasThisHelpful'));

const question = (page: Page) => page.getByRole('region', { name: 'Was this page helpful?' });

/** Answers the cookie banner as a customer does, so it covers nothing in the pictures. */
async function rejectCookies(page: Page): Promise<void> {
  const banner = page.getByRole('region', { name: 'Cookies on Help & Support' });
  await press(banner.getByRole('button', { name: 'Reject additional cookies' }));
  await press(banner.getByRole('button', { name: 'Hide cookie message' }));
}

/** axe on the page and a picture of the question at each width. */
async function checkState(page: Page, state: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${state} at ${width} px`);
    await question(page).scrollIntoViewIfNeeded();
    await saveScreenshot(question(page), `was-this-helpful-${state}-${width}`);
  }
  if (original) await page.setViewportSize(original);
}

/** Answers Yes with the keyboard and sees the thank-you take focus. */
async function answerYes(page: Page, state: string): Promise<void> {
  await checkState(page, `${state}-asked`);
  // The whole page too, to see the question in its place.
  await screenshotAtWidths(page, `was-this-helpful-${state}-page`);
  await press(question(page).getByRole('button', { name: 'Yes this page was helpful' }));
  const thanks = question(page).getByRole('status');
  await expect(thanks).toHaveText('Thank you for your feedback.');
  await expect(thanks).toBeFocused();
  await expect(question(page).getByRole('button')).toHaveCount(0);
  await checkState(page, `${state}-thanks`);
}

/** Answers No, ticks a reason and types personal details into the box, then sends. */
async function answerNo(page: Page, state: string): Promise<void> {
  await press(question(page).getByRole('button', { name: 'No this page was not helpful' }));
  const reasons = question(page).getByRole('group', {
    name: 'What was wrong with this page? (optional)',
  });
  await expect(reasons.getByRole('checkbox')).toHaveCount(4);
  const first = reasons.getByRole('checkbox', { name: 'It did not answer my question' });
  await expect(first).toBeFocused();
  await choose(first);
  // Tab moves on from the first reason, as a customer goes through the list.
  await page.keyboard.press('Tab');
  await expect(reasons.getByRole('checkbox', { name: 'It was hard to understand' })).toBeFocused();
  const box = question(page).getByRole('textbox', { name: 'Tell us more (optional)' });
  await expect(box).toHaveAccessibleDescription(/Do not include personal details/);
  await expect(question(page).getByText('You have 500 characters remaining')).toBeVisible();
  await checkState(page, `${state}-no`);

  await typeInto(box, typedInTheBox);
  await expect(
    question(page).getByText(`You have ${500 - typedInTheBox.length} characters remaining`),
  ).toBeVisible();
  expect(await helpfulEvents(page)).toEqual([]);
  await press(question(page).getByRole('button', { name: 'Send' }));
  await expect(question(page).getByRole('status')).toHaveText('Thank you for your feedback.');
  await expect(question(page).getByRole('status')).toBeFocused();
}

/** The one answer in the data layer, with nothing personal anywhere in it. */
async function expectOneAnswer(page: Page, expected: Record<string, unknown>): Promise<void> {
  const events = await helpfulEvents(page);
  expect(events).toEqual([{ event: 'wasThisHelpful', appName: 'help-and-support', ...expected }]);
  for (const secret of personal) expect(JSON.stringify(events)).not.toContain(secret);
}

/** Waits until the page script has wired the static page (it has run once the network is idle). */
async function openStaticArticle(page: Page): Promise<void> {
  await page.goto(article.path);
  await page.waitForLoadState('networkidle');
  await rejectCookies(page);
  // Static as built: the app has not rendered over it.
  expect(await page.locator('head [data-prerendered]').count()).toBeGreaterThan(0);
}

/** The one answer Yes on the article sends. */
const articleYes = {
  about: 'article',
  name: article.name,
  category: article.category,
  answer: 'yes',
  reasons: [],
  comment: '',
  searchTerm: '',
};

test.describe('on a static-first article', () => {
  test('Yes thanks the customer and sends one answer', async ({ page }) => {
    await openStaticArticle(page);
    await answerYes(page, 'article');
    await expectOneAnswer(page, articleYes);
  });

  test('No, after a search: reasons, the box and its count; one answer, scrubbed, with the search', async ({
    page,
  }) => {
    await page.goto(`/help-and-support/search?q=${encodeURIComponent('read meter SW1A 1AA')}`);
    await rejectCookies(page);
    await press(
      page.getByRole('region', { name: /^Results for/ }).getByRole('link', {
        name: 'How to read your meter',
      }),
    );
    await expect(page).toHaveURL(article.path);
    await page.waitForLoadState('networkidle');
    await answerNo(page, 'article');
    await expectOneAnswer(page, {
      about: 'article',
      name: article.name,
      category: article.category,
      answer: 'no',
      reasons: ['did-not-answer'],
      comment: scrubbedBox,
      searchTerm: 'read meter [postcode]',
    });
  });

  test('over the limit, the box says so and nothing is sent until it fits', async ({ page }) => {
    await openStaticArticle(page);
    await press(question(page).getByRole('button', { name: 'No this page was not helpful' }));
    const box = question(page).getByRole('textbox', { name: 'Tell us more (optional)' });
    await typeInto(box, 'x'.repeat(502));
    await expect(
      question(page).getByText(
        'Maximum character limit reached. You are currently 2 characters over.',
      ),
    ).toBeVisible();
    await press(question(page).getByRole('button', { name: 'Send' }));
    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription(
      /^Error: Your comments must be 500 characters or fewer/,
    );
    await checkState(page, 'article-too-long');
    expect(await helpfulEvents(page)).toEqual([]);
    await box.press('Backspace');
    await box.press('Backspace');
    await press(question(page).getByRole('button', { name: 'Send' }));
    await expect(question(page).getByRole('status')).toHaveText('Thank you for your feedback.');
    expect(await helpfulEvents(page)).toHaveLength(1);
  });
});

test('words typed into the box survive a reload, and are forgotten once sent', async ({ page }) => {
  await openStaticArticle(page);
  await press(question(page).getByRole('button', { name: 'No this page was not helpful' }));
  const box = question(page).getByRole('textbox', { name: 'Tell us more (optional)' });
  await typeInto(box, 'The dials picture is missing');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(box).toBeVisible();
  await expect(box).toHaveValue('The dials picture is missing');
  await press(question(page).getByRole('button', { name: 'Send' }));
  await expect(question(page).getByRole('status')).toHaveText('Thank you for your feedback.');
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(question(page).getByRole('button', { name: /^Yes/ })).toBeVisible();
  await expect(box).toBeHidden();
});

test.describe('on an article the app renders over', () => {
  async function openAppRenderedArticle(page: Page): Promise<void> {
    await appRenderedOver(page);
    await page.goto(article.path);
    // The app has rendered: it takes the page's prerendered head tags out as it does.
    await expect
      .poll(() => page.evaluate(() => document.head.querySelectorAll('[data-prerendered]').length))
      .toBe(0);
    await page.waitForLoadState('networkidle');
    await rejectCookies(page);
  }

  test('Yes thanks the customer and sends one answer', async ({ page }) => {
    await openAppRenderedArticle(page);
    await answerYes(page, 'app-article');
    await expectOneAnswer(page, articleYes);
  });

  test('No: one answer, scrubbed', async ({ page }) => {
    await openAppRenderedArticle(page);
    await answerNo(page, 'app-article');
    await expectOneAnswer(page, {
      about: 'article',
      name: article.name,
      category: article.category,
      answer: 'no',
      reasons: ['did-not-answer'],
      comment: scrubbedBox,
      searchTerm: '',
    });
  });
});

test.describe('on a confirmation', () => {
  /** The shortest journey to a confirmation: feedback, by keyboard. */
  async function reachFeedbackConfirmation(page: Page): Promise<void> {
    await page.goto('/help-and-support/complaints/feedback');
    await rejectCookies(page);
    await typeInto(page.getByLabel("Tell us why you don't want the refund"), 'Keep it as credit.');
    await press(page.getByRole('button', { name: "I don't want the refund" }));
    await expect(page).toHaveURL(/\/complaints\/feedback\/personal-details$/);
    await fillFeedbackDetails(page, uniqueSurname());
    await continueAndSend(page);
    await expect(page).toHaveURL(/\/confirmation$/);
    await expect(question(page)).toBeVisible();
  }

  const journey = { about: 'journey', name: 'complaints/feedback', category: 'feedback' };

  test('Yes thanks the customer and sends one answer', async ({ page }) => {
    await reachFeedbackConfirmation(page);
    await answerYes(page, 'confirmation');
    await expectOneAnswer(page, {
      ...journey,
      answer: 'yes',
      reasons: [],
      comment: '',
      searchTerm: '',
    });
  });

  test('No: one answer, scrubbed', async ({ page }) => {
    await reachFeedbackConfirmation(page);
    await answerNo(page, 'confirmation');
    await expectOneAnswer(page, {
      ...journey,
      answer: 'no',
      reasons: ['did-not-answer'],
      comment: scrubbedBox,
      searchTerm: '',
    });
  });
});

test('on the meter-read confirmation: Yes sends one answer about that journey', async ({
  page,
}) => {
  // The success page needs no state of the journey; the journey itself is meter-read.spec.ts's.
  await page.goto('/help-and-support/submit-meter-read-confirm');
  await rejectCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for submitting your meter reading',
  );
  await answerYes(page, 'meter-read-confirmation');
  await expectOneAnswer(page, {
    about: 'journey',
    name: 'submit-meter-read',
    category: 'meter-read',
    answer: 'yes',
    reasons: [],
    comment: '',
    searchTerm: '',
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the question is not shown: nothing could send the answer (decision 038)', async ({
    page,
  }) => {
    await page.goto(article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/read your meter/i);
    await expect(page.locator('[data-was-this-helpful]')).toHaveCount(1);
    await expect(question(page)).toBeHidden();
    await expect(page.getByRole('button', { name: /^(Yes|No)/ })).toHaveCount(0);
  });
});

test('the help page script stays within the help pages budget, the question’s code left until the reader reaches for it', async ({
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const manifest = readManifest(distDir);
  const budgetBytes = readBudgets().contentPages.scriptGzipKb * 1000;
  const wiring = /\/wire-was-this-helpful-[\w-]+\.js$/;
  // Neither an article nor a page without the question (home) loads its code with the page.
  for (const path of [article.path, '/help-and-support/']) {
    const fetched = await fetchedAssets(browser, origin, path.replace('/help-and-support', ''));
    const measured = measurePageScript(distDir, manifest, origin, fetched.scripts);
    test.info().annotations.push({
      type: `script of ${path}`,
      description: `${measured.gzipBytes} bytes gzip, budget ${budgetBytes}`,
    });
    console.info(`${path}: ${JSON.stringify(measured.split)} total ${measured.gzipBytes}`);
    expect(fetched.scripts.some((script) => wiring.test(script.url))).toBe(false);
    expect(measured.gzipBytes).toBeLessThanOrEqual(budgetBytes);
  }
});

test('Yes pressed while the question’s code is still on its way is answered once it arrives', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/wire-was-this-helpful-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await openStaticArticle(page);
  expect(asked).toBe(false);
  const yes = question(page).getByRole('button', { name: 'Yes this page was helpful' });
  await yes.focus();
  await expect.poll(() => asked).toBe(true);
  await yes.press('Enter');
  release();
  const thanks = question(page).getByRole('status');
  await expect(thanks).toHaveText('Thank you for your feedback.');
  await expect(thanks).toBeFocused();
  await expectOneAnswer(page, articleYes);
});

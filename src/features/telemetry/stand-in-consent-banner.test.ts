import { screen } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, isGroupActive } from '../../lib/consent/consent-state.ts';
import {
  hideBuiltQuestionIfAnswered,
  showStandInConsentBanner,
} from './stand-in-consent-banner.ts';
import { builtQuestionAttribute, consentQuestion } from './stand-in-consent-question.ts';

/** A page as the build writes it: the banner's question first in its body (decision 049). */
function pageWithBuiltQuestion(): HTMLElement {
  document.body.innerHTML = '<div id="root"><footer>Footer</footer></div>';
  const question = consentQuestion(document);
  question.setAttribute(builtQuestionAttribute, '');
  document.body.prepend(question);
  return question;
}

describe('the stand-in consent banner of the embedded stub', () => {
  afterEach(() => {
    delete window.OptanonActiveGroups;
    delete window.OnetrustActiveGroups;
    document.body.innerHTML = '';
    document.cookie = 'OptanonAlertBoxClosed=; Max-Age=0; Path=/';
    document.cookie = 'OptanonConsent=; Max-Age=0; Path=/';
  });

  it('takes over the question the build wrote into the page, where it stands', async () => {
    const user = userEvent.setup();
    const built = pageWithBuiltQuestion();
    hideBuiltQuestionIfAnswered(document);
    expect(document.documentElement).not.toHaveAttribute('data-consent-choice-made');
    showStandInConsentBanner(document);
    expect(screen.getByRole('region', { name: 'Cookies on Help & Support' })).toBe(built);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(hasAnalyticsConsent()).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent("You've accepted all cookies.");
    expect(built).not.toBeInTheDocument();
  });

  it('hides the built question from a visitor who has answered, then takes it out', async () => {
    const user = userEvent.setup();
    showStandInConsentBanner(document);
    await user.click(screen.getByRole('button', { name: 'Reject additional cookies' }));
    const built = pageWithBuiltQuestion();
    hideBuiltQuestionIfAnswered(document);
    expect(document.documentElement).toHaveAttribute('data-consent-choice-made');
    showStandInConsentBanner(document);
    expect(built).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-consent-choice-made');
    const reminder = screen.getByRole('region', { name: 'Cookies on Help & Support' });
    expect(reminder).toHaveTextContent("You've rejected additional cookies.");
  });

  it('asks a new visitor first in the page, in a labelled region', () => {
    document.body.innerHTML = '<div id="root"><a href="#main">Skip to main content</a></div>';
    showStandInConsentBanner(document);
    const region = screen.getByRole('region', { name: 'Cookies on Help & Support' });
    expect(document.body.firstElementChild).toBe(region);
    expect(region).toContainElement(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.getByRole('button', { name: 'Reject additional cookies' })).toBeVisible();
  });

  it('accepting gives consent through the OneTrust interface and confirms it', async () => {
    const user = userEvent.setup();
    showStandInConsentBanner(document);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(hasAnalyticsConsent()).toBe(true);
    expect(isGroupActive('C0004')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent("You've accepted all cookies.");
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('lets the visitor hide the message, then withdraw consent', async () => {
    const user = userEvent.setup();
    showStandInConsentBanner(document);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    await user.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    expect(screen.getAllByRole('region', { name: 'Cookies on Help & Support' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Withdraw cookie consent' }));
    expect(hasAnalyticsConsent()).toBe(false);
    expect(isGroupActive('C0004')).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent("You've rejected additional cookies.");
  });

  it('reminds a returning visitor of their choice after the page and lets them change it', async () => {
    const user = userEvent.setup();
    showStandInConsentBanner(document);
    await user.click(screen.getByRole('button', { name: 'Reject additional cookies' }));
    document.body.innerHTML = '<div id="root"><footer>Footer</footer></div>';
    showStandInConsentBanner(document);
    const reminder = screen.getByRole('region', { name: 'Cookies on Help & Support' });
    expect(document.body.lastElementChild).toBe(reminder);
    expect(reminder).toHaveTextContent("You've rejected additional cookies.");
    await user.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    expect(screen.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
    expect(screen.getAllByRole('region', { name: 'Cookies on Help & Support' })).toHaveLength(1);
  });
});

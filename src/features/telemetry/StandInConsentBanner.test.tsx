import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { hasAnalyticsConsent, isGroupActive } from '../../lib/consent/consent-state';
import { StandInConsentBanner } from './StandInConsentBanner';

describe('the stand-in consent banner of the embedded stub', () => {
  afterEach(() => {
    delete window.OptanonActiveGroups;
    delete window.OnetrustActiveGroups;
  });

  it('asks a new visitor, in a labelled region', () => {
    render(<StandInConsentBanner />);
    const region = screen.getByRole('region', { name: 'Cookies on Help & Support' });
    expect(region).toContainElement(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.getByRole('button', { name: 'Reject additional cookies' })).toBeVisible();
  });

  it('accepting gives consent through the OneTrust interface and confirms it', async () => {
    const user = userEvent.setup();
    render(<StandInConsentBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(hasAnalyticsConsent()).toBe(true);
    expect(isGroupActive('C0004')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent("You've accepted all cookies.");
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('lets the visitor hide the message, then withdraw consent', async () => {
    const user = userEvent.setup();
    render(<StandInConsentBanner />);
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    await user.click(screen.getByRole('button', { name: 'Hide cookie message' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw cookie consent' }));
    expect(hasAnalyticsConsent()).toBe(false);
    expect(isGroupActive('C0004')).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent("You've rejected additional cookies.");
  });

  it('reminds a returning visitor of their choice and lets them change it', async () => {
    const user = userEvent.setup();
    const first = render(<StandInConsentBanner />);
    await user.click(screen.getByRole('button', { name: 'Reject additional cookies' }));
    first.unmount();
    render(<StandInConsentBanner />);
    expect(screen.getByText("You've rejected additional cookies.")).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change cookie settings' }));
    expect(screen.getByRole('button', { name: 'Accept all cookies' })).toBeVisible();
  });
});

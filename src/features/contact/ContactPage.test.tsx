import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { config } from '../../site/config.ts';
import fixture from '../../../content-fixtures/json/help/meter-read/submit-meter-read.json';
import { meterReadContentQuery } from '../../lib/meter-read-content/meter-read-content.ts';
import { contactLinkHref } from './ContactCard.tsx';
import { contactMessages } from './contact-messages.ts';

const contentPath = '*/json/help/meter-read/submit-meter-read.json';

function useContent(body: object) {
  stubServer.use(http.get(contentPath, () => HttpResponse.json(body)));
}

describe('contact page (SPEC section 2)', () => {
  it('shows the three cards with their links and the emergency notice', async () => {
    useContent({ ...fixture, isMeterReadWeek: false });
    renderRoute('/contact-us');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    const credit = screen.getByRole('region', { name: 'Direct Debit or pay on receipt of bill' });
    for (const name of [
      'Meter readings',
      'Moving home',
      'Smart meter help',
      'Energy contact options',
    ]) {
      expect(within(credit).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(credit).getByRole('link', { name: 'Meter readings' })).toHaveAttribute(
      'href',
      config.externalLinks.meterReads,
    );
    const prepay = screen.getByRole('region', { name: 'Pay As You Go (prepayment)' });
    expect(within(prepay).getByRole('link', { name: 'Find a payment point' })).toBeInTheDocument();
    const homeServices = screen.getByRole('region', { name: 'Home services' });
    expect(within(homeServices).getByRole('link', { name: 'Book a repair' })).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'In an emergency' });
    expect(notice).toHaveTextContent(/smell gas.*meter fault.*no heating or hot water/);
  });

  it('outside meter-read week: no pill, no meter-read button', async () => {
    useContent({ ...fixture, isMeterReadWeek: false });
    const { queryClient } = renderRoute('/contact-us');
    // Wait for the content to arrive before asserting what it leaves out.
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(meterReadContentQuery.queryKey)?.status).toBe('success'),
    );
    const credit = screen.getByRole('region', { name: 'Direct Debit or pay on receipt of bill' });
    expect(
      within(credit).queryByRole('link', { name: 'Submit a meter reading' }),
    ).not.toBeInTheDocument();
    expect(within(credit).queryByText("It's meter reading week")).not.toBeInTheDocument();
  });

  it('in meter-read week: the pill, the sanitised template and a button to the form', async () => {
    useContent({
      ...fixture,
      isMeterReadWeek: true,
      contactCardTemplate: '<p>Read by <b>Sunday</b><img src=x onerror="alert(1)"></p>',
    });
    renderRoute('/contact-us');
    const credit = await screen.findByRole('region', {
      name: 'Direct Debit or pay on receipt of bill',
    });
    const button = await within(credit).findByRole('link', { name: 'Submit a meter reading' });
    expect(button).toHaveAttribute('href', '/help-and-support/submit-meter-read');
    expect(within(credit).getByText("It's meter reading week")).toBeInTheDocument();
    expect(within(credit).getByText('Sunday').tagName).toBe('B');
    expect(credit.querySelector('img, [onerror]')).toBeNull();
  });

  it('if the content service fails, the cards still show and the error is logged', async () => {
    stubServer.use(http.get(contentPath, () => new HttpResponse('down', { status: 503 })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/contact-us');
    expect(await screen.findByRole('region', { name: 'Home services' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('[contact-meter-read-content]', expect.anything()),
    );
  });

  it('every configured link names a real configuration entry', () => {
    for (const card of contactMessages.cards) {
      for (const link of card.links) expect(contactLinkHref(link)).toMatch(/^\/|^https:/);
    }
  });
});

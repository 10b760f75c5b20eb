import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../tests/setup/render-route.tsx';
import { searchThatLedTo } from '../../../lib/analytics/search-that-led-here.ts';

describe('the search box (SPEC section 2: required, at most 2000 characters)', () => {
  it('goes to /search with the text and the current path', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/meters');
    const box = await screen.findByRole('searchbox', { name: 'Search Help & Support' });
    await user.type(box, 'smart meter & display');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({
      q: 'smart meter & display',
      initiated: '/help-and-support/meters',
    });
    expect(router.history.location.search).toBe(
      '?q=smart+meter+%26+display&initiated=%2Fhelp-and-support%2Fmeters',
    );
  });

  it('says the search is required, in an error summary that takes focus and beside the box', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const summary = screen.getByRole('heading', { name: 'There is a problem' }).parentElement;
    expect(summary).toHaveFocus();
    expect(
      within(summary as HTMLElement).getByRole('link', { name: 'Enter what you are looking for' }),
    ).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search Help & Support' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Error: Enter what you are looking for/);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says when the search is over 2000 characters', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    const box = await screen.findByRole('searchbox', { name: 'Search Help & Support' });
    await user.click(box);
    await user.paste('a'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription(/Search must be 2,000 characters or fewer/);
  });
});

describe('the search page', () => {
  it.each(['/search', '/search?q=', '/search?q=%20%20'])(
    "%s shows the search box's error, never empty results",
    async (path) => {
      renderRoute(path);
      const summary = (await screen.findByRole('heading', { name: 'There is a problem' }))
        .parentElement as HTMLElement;
      expect(
        within(summary).getByRole('link', { name: 'Enter what you are looking for' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(summary).toHaveFocus());
      // On the search page the box is a combobox that suggests pages (issue 32, item 4).
      expect(screen.getByRole('combobox', { name: 'Search Help & Support' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.queryByRole('region', { name: /Results for/ })).toBeNull();
    },
  );

  it('shows ranked results with the words that matched marked', async () => {
    renderRoute('/search?q=direct%20debit&initiated=%2Fhelp-and-support');
    const results = await screen.findByRole('region', { name: 'Results for ‘direct debit’' });
    const [first] = within(results).getAllByRole('listitem');
    const link = within(first as HTMLElement).getByRole('link');
    expect(link).toHaveAttribute(
      'href',
      '/help-and-support/bills-and-payments/set-up-a-direct-debit',
    );
    expect(Array.from(link.querySelectorAll('mark')).map((mark) => mark.textContent)).toEqual([
      'Direct',
      'Debit',
    ]);
    expect(screen.getByRole('combobox')).toHaveValue('direct debit');
  });

  it('a followed result remembers the search, scrubbed, for that page only (issue 32)', async () => {
    const user = userEvent.setup();
    renderRoute('/search?q=direct%20debit%20SW1A%201AA&initiated=%2Fhelp-and-support');
    const results = await screen.findByRole('region', { name: /Results for/ });
    const [first] = within(results).getAllByRole('listitem');
    await user.click(within(first as HTMLElement).getByRole('link'));
    const article = '/help-and-support/bills-and-payments/set-up-a-direct-debit';
    expect(searchThatLedTo(article)).toBe('direct debit [postcode]');
    expect(searchThatLedTo('/help-and-support/meters/how-to-read-your-meter')).toBe('');
    sessionStorage.clear();
  });

  it('shows a query only ever as text', async () => {
    renderRoute('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%20meter');
    await screen.findByRole('heading', { name: /Results for/ });
    expect(
      screen.getByRole('heading', { name: 'Results for ‘<img src=x onerror=alert(1)> meter’' }),
    ).toBeInTheDocument();
    expect(document.querySelector('main img[onerror]')).toBeNull();
  });

  it('shows popular topics, contact and emergencies when nothing matches', async () => {
    renderRoute('/search?q=xylophone%20quasar');
    const none = await screen.findByRole('region', { name: 'No results for ‘xylophone quasar’' });
    expect(within(none).getByRole('link', { name: 'How to read your meter' })).toBeInTheDocument();
    expect(within(none).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help-and-support/contact-us',
    );
    expect(within(none).getByRole('link', { name: /^Emergencies/ })).toHaveAttribute(
      'href',
      '/help-and-support/emergencies',
    );
  });

  it('keeps nothing in the address but q and initiated', async () => {
    const { router } = renderRoute(
      '/search?q=meter&initiated=%2Fhelp-and-support&email=someone%40example.com',
    );
    await screen.findByRole('heading', { name: 'Results for ‘meter’' });
    await waitFor(() =>
      expect(router.history.location.search).toBe('?q=meter&initiated=%2Fhelp-and-support'),
    );
  });
});

describe("the app's search box away from the search page", () => {
  it('offers suggestions once the customer reaches for it, and Down and Enter go to one', async () => {
    // Decision 048: the box loads the help pages' combobox on first reach, wherever it has no
    // combobox of its own (home and categories when the app renders them).
    const user = userEvent.setup();
    const { router } = renderRoute('/');
    const box = await screen.findByRole('searchbox', { name: 'Search Help & Support' });
    await user.click(box);
    const combobox = await screen.findByRole('combobox', { name: 'Search Help & Support' });
    expect(combobox).toBe(box);
    await user.type(combobox, 'top');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(0);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveTextContent('How to top up your pay as you go meter');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    await user.keyboard('{Enter}');
    // A suggestion is a help page, loaded in full (decision 035), not a search.
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(expect.stringMatching(/top-up-your-meter$/)),
    );
    expect(router.state.location.pathname).toBe('/');
  });
});

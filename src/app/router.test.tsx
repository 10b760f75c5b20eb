import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/setup/render-route.tsx';

describe('the router writes and reads search parameters as plain text (SPEC section 2)', () => {
  it('goes to /search for 105 at ?q=105, not at its JSON form', async () => {
    const { router } = renderRoute('/');
    await router.navigate({ to: '/search', search: { q: '105' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.href).toMatch(/\/search\?q=105$/);
    expect(router.history.location.search).toBe('?q=105');
    expect(router.state.location.search).toEqual({ q: '105' });
  });

  it.each([
    ['105', '105'],
    ['%22quoted%22', '"quoted"'],
    ['true', 'true'],
    ['null', 'null'],
    ['%7B%7D', '{}'],
    ['%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82', 'Привет'],
    ['%E9%9B%BB%E6%B0%97', '電気'],
  ])('reads ?q=%s from the address as the text %s', async (written, text) => {
    const { router } = renderRoute(`/search?q=${written}`);
    // The search page's box suggests pages as the customer types: a combobox (issue 32).
    expect(await screen.findByRole('combobox', { name: 'Search Help & Support' })).toHaveValue(
      text,
    );
    expect(router.state.location.search).toEqual({ q: text });
    expect(router.history.location.search).toBe(`?q=${written}`);
  });
});

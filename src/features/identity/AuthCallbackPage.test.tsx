import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { captureCallbackFragment } from '../../lib/identity/callback-fragment.ts';
import { readSignInCookies } from '../../lib/identity/sign-in-cookies.ts';
import { redirectToSignIn } from '../../lib/identity/sign-in-redirect.ts';
import { leaveSite } from '../../lib/navigation/leave-site.ts';

vi.mock('../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

// The whole app renders here; on a busy machine that can take more than the default second.
const slow = { timeout: 5000 };

/** What the identity service does: returns to the callback with tokens in the fragment. */
function returnFromIdentityService(fragment: Record<string, string>) {
  const hash = `#${new URLSearchParams(fragment)}`;
  captureCallbackFragment(
    { pathname: '/help-and-support/auth-callback', hash, search: '' } as Location,
    { state: null, replaceState: () => undefined } as unknown as History,
  );
}

function startSignIn(): string {
  redirectToSignIn('/help-and-support/deals');
  const address = vi.mocked(leaveSite).mock.calls.at(-1)?.[0] ?? '';
  return new URL(address).searchParams.get('state') ?? '';
}

describe('the sign-in callback page (issue 6)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stubServer.use(
      http.get('*/aem6/content/britishgas/help/deals.html', () =>
        HttpResponse.html('<title>Deals for you</title><article><p>Offers</p></article>'),
      ),
    );
  });

  it('returns the customer to the page they signed in from, signed in', async () => {
    const state = startSignIn();
    vi.clearAllMocks();
    returnFromIdentityService({ access_token: 'acc', id_token: 'idt', state });
    const { history } = renderRoute('/auth-callback');
    await waitFor(() => expect(history.location.pathname).toBe('/help-and-support/deals'), slow);
    expect(await screen.findByRole('heading', { name: 'Deals for you' }, slow)).toBeVisible();
    expect(readSignInCookies()).toEqual({ idToken: 'idt', accessToken: 'acc' });
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('asks the browser to send no referrer from the callback page', async () => {
    returnFromIdentityService({ access_token: 'acc', state: 'forged./' });
    renderRoute('/auth-callback');
    await screen.findByRole('heading', { level: 1 }, slow);
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
  });

  it('refuses a forged or replayed state, keeping no token and going nowhere', async () => {
    const state = startSignIn();
    vi.clearAllMocks();
    returnFromIdentityService({
      access_token: 'evil',
      id_token: 'evil',
      state: `${'f'.repeat(32)}.${state.slice(33)}`,
    });
    const { history } = renderRoute('/auth-callback');
    expect(
      await screen.findByRole('heading', { name: "We couldn't sign you in" }, slow),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Help & Support' })).toHaveAttribute(
      'href',
      '/help-and-support/',
    );
    expect(readSignInCookies()).toEqual({ idToken: undefined, accessToken: undefined });
    expect(history.location.pathname).toBe('/help-and-support/auth-callback');
    expect(leaveSite).not.toHaveBeenCalled();
  });
});

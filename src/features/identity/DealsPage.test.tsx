import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import { resetSignOutForTests } from '../../lib/identity/sign-out.ts';
import { config } from '../../site/config.ts';
import { contentPaths } from '../../site/content-paths.ts';
import { leaveSite } from '../../lib/navigation/leave-site.ts';

vi.mock('../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

// The whole app renders here; on a busy machine that can take more than the default second.
const slow = { timeout: 5000 };

const dealsHtml = `<!doctype html><html><head><title>Deals for you</title>
<meta name="description" content="Offers for our customers"></head>
<body><article><h1>Deals for you</h1><p>Save on <b>boiler cover</b>.</p>
<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script></article></body></html>`;

let dealsRequests = 0;

function serveDeals(response: () => Response = () => HttpResponse.html(dealsHtml)) {
  stubServer.use(
    http.get('*/aem6/content/britishgas/help/deals.html', () => {
      dealsRequests += 1;
      return response();
    }),
  );
}

function signIn(cookies: ('cognito_id_token' | 'access_token')[]) {
  for (const name of cookies) document.cookie = `${name}=token-${name}; Path=/`;
}

describe('the protected deals page (SPEC sections 2, 4 and 6)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    dealsRequests = 0;
    serveDeals();
  });
  afterEach(() => resetSignOutForTests());

  it('shows the sanitised content to a customer with both cookies, titled "... - Help & Support"', async () => {
    signIn(['cognito_id_token', 'access_token']);
    renderRoute('/deals');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deals for you' }, slow),
    ).toBeVisible();
    expect(screen.getByText(/Save on/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Deals for you - Help & Support'), slow);
    expect(document.querySelector('main script, main [onerror]')).toBeNull();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it.each([
    ['neither cookie', []],
    ['only the identity cookie', ['cognito_id_token']],
  ] as const)(
    'with %s, goes to sign in and comes back to the deals page',
    async (_name, cookies) => {
      signIn([...cookies]);
      renderRoute('/deals');
      expect(
        await screen.findByRole('heading', { name: 'Taking you to sign in…' }, slow),
      ).toBeVisible();
      expect(leaveSite).toHaveBeenCalledTimes(1);
      const [address, mode] = vi.mocked(leaveSite).mock.calls[0] ?? [];
      const url = new URL(address ?? '');
      expect(url.pathname).toBe('/identity/authorize');
      expect(url.searchParams.get('response_type')).toBe('token');
      expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}\.\/help-and-support\/deals$/);
      expect(mode).toBe('replace');
      expect(dealsRequests).toBe(0);
    },
  );

  it('with only the access cookie, signs out to the logout address', async () => {
    signIn(['access_token']);
    localStorage.setItem('chosenTariff', 'fixed');
    renderRoute('/deals');
    expect(await screen.findByRole('heading', { name: 'Signing you out…' }, slow)).toBeVisible();
    expect(leaveSite).toHaveBeenCalledExactlyOnceWith('/identity/logout', 'replace');
    expect(localStorage.getItem('chosenTariff')).toBeNull();
    expect(dealsRequests).toBe(0);
  });

  it("announces 'Loading your deals…' politely while the content is fetched", async () => {
    stubServer.use(
      http.get('*/aem6/content/britishgas/help/deals.html', async () => {
        await delay('infinite');
        return HttpResponse.html(dealsHtml);
      }),
    );
    signIn(['cognito_id_token', 'access_token']);
    renderRoute('/deals');
    expect(await screen.findByText('Loading your deals…', {}, slow)).toHaveRole('status');
  });

  it('says so, and offers a retry, when the content cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serveDeals(() => new HttpResponse('down', { status: 503 }));
    signIn(['cognito_id_token', 'access_token']);
    renderRoute('/deals');
    expect(
      await screen.findByRole('heading', { name: "Your deals can't be shown right now" }, slow),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith('[deals-page]', expect.anything());
  });
});

describe("the deals page's content scripts (SPEC sections 2 and 7, decision 032)", () => {
  const scriptsInHead = () =>
    Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) =>
      script.getAttribute('src'),
    );
  beforeEach(() => signIn(['cognito_id_token', 'access_token']));
  // React keeps scripts it hoisted into <head> after unmounting; each test starts without them.
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    resetSignOutForTests();
  });

  it('loads the form and global scripts from the content origin when the page is flagged nucleusContent', async () => {
    serveDeals(() =>
      HttpResponse.html(
        dealsHtml.replace('</head>', '<meta name="nucleus-content" content="true"></head>'),
      ),
    );
    renderRoute('/deals');
    await screen.findByRole('heading', { level: 1, name: 'Deals for you' }, slow);
    expect(scriptsInHead()).toEqual(
      contentPaths.nucleusScripts.map((path) => `${config.apiBaseUrls.content}${path}`),
    );
  });

  it('loads none when the page is not flagged', async () => {
    serveDeals();
    renderRoute('/deals');
    await screen.findByRole('heading', { level: 1, name: 'Deals for you' }, slow);
    expect(scriptsInHead()).toEqual([]);
  });
});

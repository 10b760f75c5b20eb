import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../tests/setup/render-route.tsx';
import { stubServer } from '../../../../tests/setup/stub-server.ts';
import { config } from '../../../site/config.ts';
import { contentPaths } from '../../../site/content-paths.ts';
import { pageTitle } from '../../../site/page-title.ts';
import { leaveSite } from '../../../lib/navigation/leave-site.ts';

vi.mock('../../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

const serveArticle = (category: string, article: string, html: string) =>
  stubServer.use(
    http.get(`*${contentPaths.article(category, article)}`, () =>
      HttpResponse.text(html, { headers: { 'Content-Type': 'text/html' } }),
    ),
  );

const nucleusScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).map((script) =>
    script.getAttribute('src'),
  );

describe('the article page (SPEC section 2)', () => {
  it("is titled with the article's title, with the article's description", async () => {
    renderRoute('/meters/economy-7-meters');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Economy 7 meters' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(pageTitle('Economy 7 meters'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'How Economy 7 meters work, when cheaper night-time electricity applies, and how to read them.',
    );
    expect(screen.getByRole('table', { name: 'Typical Economy 7 readings' })).toBeInTheDocument();
  });

  it('asks "Was this page helpful?" after the article, about that article (issue 32)', async () => {
    renderRoute('/meters/economy-7-meters');
    await screen.findByRole('heading', { level: 1, name: 'Economy 7 meters' });
    const question = screen.getByRole('region', { name: 'Was this page helpful?' });
    expect(question.dataset).toMatchObject({
      about: 'article',
      name: 'economy-7-meters',
      category: 'meters',
    });
    expect(within(question).getByRole('button', { name: /^Yes/ })).toBeInTheDocument();
  });

  it('has breadcrumbs back to its category and home', async () => {
    renderRoute('/meters/economy-7-meters');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Help & Support', '/help-and-support/'],
      ['Meters', '/help-and-support/meters'],
    ]);
  });

  it('shows the article markup only after DOMPurify', async () => {
    serveArticle(
      'meters',
      'economy-7-meters',
      '<title>Economy 7 meters</title><article><h1>Economy 7 meters</h1><p onclick="steal()">Night rate.</p>' +
        '<img src="x" onerror="steal()"><script>steal()</script><a href="javascript:steal()">Link</a></article>',
    );
    renderRoute('/meters/economy-7-meters');
    const text = await screen.findByText('Night rate.');
    const body = text.closest('.article-body');
    expect(body?.querySelector('script, [onclick], [onerror], [href^="javascript"]')).toBeNull();
  });

  it('shows a loading state until the article is fetched and parsed', async () => {
    stubServer.use(
      http.get(`*${contentPaths.article('meters', 'faulty-meter')}`, async () => {
        await delay('infinite');
        return HttpResponse.text('');
      }),
    );
    renderRoute('/meters/faulty-meter');
    expect(await screen.findByText('Loading the article…')).toHaveRole('status');
  });
});

describe('which articles exist (SPEC section 2)', () => {
  it.each([
    ['an article no category lists', '/meters/not-an-article'],
    ['an unknown category', '/not-a-category/economy-7-meters'],
    [
      'a listed article the content service does not have there',
      '/bills-and-payments/economy-7-meters',
    ],
  ])('sends %s to /page-not-found.html', async (_case, path) => {
    renderRoute(path);
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(leaveSite).toHaveBeenCalledWith('/page-not-found.html');
  });

  it('logs a failed fetch and shows a message with a retry, not an empty page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer.use(
      http.get(
        `*${contentPaths.article('meters', 'faulty-meter')}`,
        () => new HttpResponse('Down', { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderRoute('/meters/faulty-meter');
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'If you think your meter is faulty' }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[article-page]',
      expect.objectContaining({ name: 'FetchError' }),
    );
  });
});

describe('the nucleus scripts (SPEC section 2)', () => {
  // React keeps scripts it hoisted into <head> after unmounting; each test starts without them.
  afterEach(() => document.head.querySelectorAll('script').forEach((script) => script.remove()));

  it('loads the form and global scripts from the content origin when the article asks for them', async () => {
    renderRoute('/homecare-help/book-a-repair');
    await screen.findByRole('heading', { level: 1, name: 'Book a repair' });
    expect(nucleusScripts()).toEqual(
      contentPaths.nucleusScripts.map((path) => `${config.apiBaseUrls.content}${path}`),
    );
  });

  it('loads no scripts for an article without the flag, nor any script the content names', async () => {
    serveArticle(
      'meters',
      'economy-7-meters',
      '<title>Economy 7 meters</title><article><p>Text.</p><script src="https://evil.example/x.js"></script></article>',
    );
    renderRoute('/meters/economy-7-meters');
    await screen.findByText('Text.');
    expect(nucleusScripts()).toEqual([]);
  });
});

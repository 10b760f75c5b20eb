import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../tests/setup/render-route.tsx';
import { stubServer } from '../../../../tests/setup/stub-server.ts';
import { contentPaths } from '../../../site/content-paths.ts';

const outage = (body: object) =>
  stubServer.use(http.get(`*${contentPaths.serviceOutage}`, () => HttpResponse.json(body)));

describe('the help home (SPEC section 2)', () => {
  it('is titled Help & Support with the brand', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help & Support' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Help & Support - British Gas');
  });

  it('shows the service-outage banner when the outage content has a title and a message', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('region', { name: 'Planned maintenance this weekend' });
    expect(within(banner).getByRole('link', { name: 'get emergency help' })).toHaveAttribute(
      'href',
      '/help-and-support/emergencies',
    );
  });

  // Decision 018: the 1000 characters are our advice, not a rule the banner may be hidden for.
  it('shows the whole outage message past the length we advise', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sentence = 'Engineers are working to restore gas supplies in your area. ';
    const message = `<p>${sentence.repeat(24)}Keep your gas appliances switched off until then.</p>`;
    expect(message.length).toBeGreaterThan(1400);
    outage({ title: 'Gas supply interrupted', message });
    renderRoute('/');
    const banner = await screen.findByRole('region', { name: 'Gas supply interrupted' });
    expect(banner).toHaveTextContent(/Keep your gas appliances switched off until then\.$/);
    expect(warned).toHaveBeenCalledWith(
      '[content-limits]',
      'Content "service outage" breaks a soft limit at /message (maxLength 1000): shown as sent',
    );
  });

  it.each([
    ['both are empty', { title: '', message: '' }],
    ['the message is empty', { title: 'Planned maintenance', message: ' ' }],
    ['the title is empty', { title: '', message: '<p>Slow tonight.</p>' }],
  ])('shows no outage banner when %s', async (_case, body) => {
    outage(body);
    renderRoute('/');
    await screen.findByRole('link', { name: 'Bills and payments' });
    expect(screen.queryByRole('region', { name: /maintenance/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Slow tonight.')).not.toBeInTheDocument();
  });

  it('shows a strip of 7 videos as links to their pages, with nothing that plays by itself', async () => {
    renderRoute('/');
    const strip = await screen.findByRole('region', { name: 'Video guides' });
    const links = await within(strip).findAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAccessibleName(/How to read your meter/);
    expect(links[0]).toHaveAttribute('href', '/videos/how-to-read-your-meter');
    expect(strip.querySelector('video, iframe, audio, [autoplay]')).toBeNull();
  });

  it('shows a tile for every main category; external tiles say so to screen readers', async () => {
    renderRoute('/');
    const topics = await screen.findByRole('region', { name: 'Help topics' });
    const tiles = await within(topics).findAllByRole('listitem');
    expect(tiles).toHaveLength(13);
    expect(within(topics).getByRole('link', { name: 'Meters' })).toHaveAttribute(
      'href',
      '/help-and-support/meters',
    );
    const peaksave = within(topics).getByRole('link', {
      name: 'PeakSave (opens our main website)',
    });
    expect(peaksave).toHaveAttribute('href', '/peaksave');
    // SPEC section 2: struggling-to-pay is not a main category.
    expect(
      within(topics).queryByRole('link', { name: 'Struggling to pay' }),
    ).not.toBeInTheDocument();
  });

  it("loads the first row of tile icons at once, and the rest and the videos' thumbnails as a reader scrolls near them", async () => {
    renderRoute('/');
    const topics = await screen.findByRole('region', { name: 'Help topics' });
    const icons = [...topics.querySelectorAll('img')].map((icon) => icon.getAttribute('loading'));
    expect(icons).toHaveLength(13);
    expect(icons.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(icons.slice(4))).toEqual(new Set(['lazy']));
    const strip = await screen.findByRole('region', { name: 'Video guides' });
    const thumbnails = [...strip.querySelectorAll('img')];
    expect(thumbnails).toHaveLength(7);
    for (const thumbnail of thumbnails) expect(thumbnail).toHaveAttribute('loading', 'lazy');
  });

  it('shows the link groups: account changes, need support, still need help', async () => {
    renderRoute('/');
    const groups = await screen.findByRole('region', { name: 'More ways we can help' });
    const links = within(groups)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Moving Home', '/help-and-support/my-account/moving-home'],
      ['Bereavement (probate)', '/help-and-support/my-account/bereavement'],
      ['Struggling to pay', '/help-and-support/struggling-to-pay'],
      ['Warm Home discount', '/help-and-support/struggling-to-pay/warm-home-discount'],
      ['Emergencies', '/help-and-support/emergencies'],
      ['Contact Us', '/help-and-support/contact-us'],
    ]);
    for (const title of ['Account changes', 'Need support', 'Still need help']) {
      expect(within(groups).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('keeps the rest of the page, with a retry, when the help topics fail to load', async () => {
    stubServer.use(
      http.get(`*${contentPaths.categories}`, () => new HttpResponse(null, { status: 503 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: "We can't show the help topics right now." }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'More ways we can help' })).toBeInTheDocument();
  });
});

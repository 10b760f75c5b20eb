import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../tests/setup/render-route.tsx';
import { stubServer } from '../../../../tests/setup/stub-server.ts';
import { contentPaths } from '../../../site/content-paths.ts';
import { pageTitle } from '../../../site/page-title.ts';
import { leaveSite } from '../../../lib/navigation/leave-site.ts';
import categoriesFixture from '../../../../content-fixtures/aem6/content/dam/britishgas/help-categories/categories.json';

vi.mock('../../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

/** Serves categories.json with one category's categoryData replaced. */
function serveCategoryData(id: string, categoryData: unknown) {
  const data = categoriesFixture.data.map((item) =>
    item.id === id ? { ...item, attributes: { ...item.attributes, categoryData } } : item,
  );
  stubServer.use(
    http.get(`*${contentPaths.categories}`, () =>
      HttpResponse.json({ ...categoriesFixture, data }),
    ),
  );
}

const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('the new landing layout (bills-and-payments, my-account, pay-as-you-go)', () => {
  it('shows common-questions cards, all-articles cards, a search panel and a back-to-top link', async () => {
    renderRoute('/bills-and-payments');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help with bills and payments' }),
    ).toBeInTheDocument();
    const common = screen.getByRole('region', { name: 'Common questions' });
    expect(within(common).getAllByRole('listitem')).toHaveLength(3);
    expect(within(common).getByRole('link', { name: 'Set up a Direct Debit' })).toHaveAttribute(
      'href',
      '/help-and-support/bills-and-payments/set-up-a-direct-debit',
    );
    const all = screen.getByRole('region', { name: 'All bills and payments help' });
    expect(within(all).getByRole('heading', { name: 'Paying' })).toBeInTheDocument();
    expect(within(all).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('region', { name: "Can't find what you need?" })).toContainElement(
      screen.getByRole('search'),
    );
    expect(screen.getByRole('link', { name: 'Back to top' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it("is titled with the category's title, with its meta description", async () => {
    renderRoute('/pay-as-you-go');
    await screen.findByRole('heading', { level: 1, name: 'Help with pay as you go' });
    expect(document.title).toBe(pageTitle('Pay as you go'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Help with pay as you go energy: topping up, emergency credit, lost cards and keys.',
    );
  });
});

describe('content over the limits we chose (decision 018)', () => {
  const question = (n: number) => ({
    title: `Common question ${n}`,
    link: `/help-and-support/bills-and-payments/question-${n}`,
    externalLink: false,
  });
  const billsData = categoriesFixture.data.find((item) => item.id === 'bills-and-payments')
    ?.attributes.categoryData;

  it('shows six common questions when the content has seven, and the rest of the page', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveCategoryData('bills-and-payments', {
      ...billsData,
      commonQuestions: [1, 2, 3, 4, 5, 6, 7].map(question),
    });
    renderRoute('/bills-and-payments');
    await screen.findByRole('heading', { level: 1, name: 'Help with bills and payments' });
    const common = screen.getByRole('region', { name: 'Common questions' });
    expect(
      within(common)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Common question ${n}`));
    expect(screen.getByRole('region', { name: 'All bills and payments help' })).toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(
      '[content-limits]',
      expect.stringContaining('at /commonQuestions (maxItems 6)'),
    );
  });

  it('makes an http:// link in the category data https://', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    serveCategoryData('bills-and-payments', {
      ...billsData,
      commonQuestions: [
        { ...question(1), link: 'http://www.britishgas.co.uk/energy', externalLink: true },
      ],
    });
    renderRoute('/bills-and-payments');
    const common = await screen.findByRole('region', { name: 'Common questions' });
    expect(within(common).getByRole('link', { name: /Common question 1/ })).toHaveAttribute(
      'href',
      'https://www.britishgas.co.uk/energy',
    );
  });

  it('shows every emergency card, however many, with its numbers and safety advice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const emergencies = categoriesFixture.data.find((item) => item.id === 'emergencies')?.attributes
      .categoryData as { emergencyCards: object[] };
    const cards = Array.from({ length: 9 }, (_, n) => ({
      title: `Emergency ${n + 1}`,
      description: `<p>${'Leave the building and call us. '.repeat(25)}</p>`,
    }));
    serveCategoryData('emergencies', { ...emergencies, emergencyCards: cards });
    renderRoute('/emergencies');
    await screen.findByRole('heading', { level: 1, name: 'What to do in an emergency?' });
    for (const card of cards) {
      expect(screen.getByRole('heading', { name: card.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Emergency numbers' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Electrical safety advice' })).toBeInTheDocument();
    expect(screen.queryByText(/these numbers are always available/)).not.toBeInTheDocument();
  });
});

describe('the meters layout', () => {
  it('shows image cards and a last-article card', async () => {
    renderRoute('/meters');
    await screen.findByRole('heading', { level: 1, name: 'Help with your meter' });
    const common = screen.getByRole('region', { name: 'Common questions' });
    expect(common.querySelectorAll('img')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Thinking about a smart meter?' })).toHaveAttribute(
      'href',
      '/help-and-support/smart-home/smart-meter-installation',
    );
  });

  // The first card's picture is the page's largest paint on a phone: the first row loads at once.
  it('loads the first row of card pictures at once and the last-article picture as a reader scrolls near it', async () => {
    renderRoute('/meters');
    await screen.findByRole('heading', { level: 1, name: 'Help with your meter' });
    const common = screen.getByRole('region', { name: 'Common questions' });
    const cardPictures = [...common.querySelectorAll('img')];
    expect(cardPictures.map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
    ]);
    const lastArticle = screen
      .getByRole('link', { name: 'Thinking about a smart meter?' })
      .closest('.card');
    expect(lastArticle?.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('asks for the first card’s picture ahead of the page’s scripts, and no other', async () => {
    renderRoute('/meters');
    await screen.findByRole('heading', { level: 1, name: 'Help with your meter' });
    const pictures = [...document.querySelectorAll('main img')];
    expect(pictures.map((picture) => picture.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
    ]);
  });
});

describe('the emergencies layout', () => {
  const numbers = [
    ['0808 157 0360', 'tel:08081570360'],
    ['0800 111 999', 'tel:0800111999'],
    ['105', 'tel:105'],
  ];

  it("shows the hero 'What to do in an emergency?', the three numbers as tel: links and the safety advice", async () => {
    renderRoute('/emergencies');
    await screen.findByRole('heading', { level: 1, name: 'What to do in an emergency?' });
    const list = screen.getByRole('region', { name: 'Emergency numbers' });
    for (const [number, href] of numbers) {
      expect(within(list).getByRole('link', { name: number })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('heading', { name: 'Smell gas?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Electrical safety advice' })).toBeInTheDocument();
  });

  it('still shows the three numbers when the content service is down (content-down scenario)', async () => {
    quietErrors();
    document.cookie = 'stub-scenario=content-down; Path=/';
    renderRoute('/emergencies');
    await screen.findByRole('heading', { level: 1, name: 'What to do in an emergency?' });
    const list = screen.getByRole('region', { name: 'Emergency numbers' });
    for (const [number, href] of numbers) {
      expect(within(list).getByRole('link', { name: number })).toHaveAttribute('href', href);
    }
    expect(screen.getByText(/these numbers are always available/)).toBeInTheDocument();
  });
});

describe('the standard layout (every other category)', () => {
  it('shows a search landing, a bullet list of articles and side call-to-action cards', async () => {
    renderRoute('/homecare-help');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Home services and cover',
    });
    expect(heading.parentElement).toContainElement(screen.getByRole('search'));
    const list = screen.getByRole('region', { name: 'All home services and cover help' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Book your annual boiler service', 'What your cover includes', 'Book a repair']);
    const cards = screen.getByRole('complementary', { name: 'More help' });
    expect(within(cards).getByRole('link', { name: 'Book a repair' })).toHaveAttribute(
      'href',
      '/help-and-support/homecare-help/book-a-repair',
    );
  });

  it('says when a listed link leaves the help site', async () => {
    renderRoute('/smart-home');
    expect(
      await screen.findByRole('link', {
        name: 'Smart meter guidance from Smart Energy GB (opens our main website)',
      }),
    ).toHaveAttribute('href', 'https://www.smartenergygb.org');
  });
});

describe('the category menu', () => {
  it('lists every main category, links external ones out and leaves out struggling-to-pay', async () => {
    renderRoute('/energy-tariffs');
    const menu = await screen.findByRole('navigation', { name: 'Help topics' });
    const names = within(menu)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toHaveLength(13);
    expect(names).not.toContain('Struggling to pay');
    expect(within(menu).getByText('Energy tariffs')).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: /^Your new heating system/ })).toHaveAttribute(
      'href',
      '/new-system-hub',
    );
  });

  it('struggling-to-pay is still a page, reached by link', async () => {
    renderRoute('/struggling-to-pay');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Struggling to pay' }),
    ).toBeInTheDocument();
  });
});

describe('category page states', () => {
  it('shows a loading state while the categories are fetched', async () => {
    stubServer.use(
      http.get(`*${contentPaths.categories}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderRoute('/meters');
    expect(await screen.findByText('Loading help…')).toHaveRole('status');
  });

  // SPEC section 2: an id not among the categories sends the browser to /page-not-found.html.
  it('sends an unknown category to /page-not-found.html', async () => {
    renderRoute('/not-a-category');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(leaveSite).toHaveBeenCalledWith('/page-not-found.html');
  });

  it("sends an external category's address to its own page", async () => {
    renderRoute('/peaksave');
    await screen.findByRole('heading', { level: 1, name: 'PeakSave' });
    expect(leaveSite).toHaveBeenCalledWith('/peaksave');
  });

  it("shows 'This page can't be shown right now', with ways on, when a layout's content breaks its schema", async () => {
    const logged = quietErrors();
    serveCategoryData('meters', { title: 'Meters' });
    renderRoute('/meters');
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page can't be shown right now" }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/help-and-support/contact-us',
    );
    expect(main.getByRole('link', { name: 'Find emergency help' })).toHaveAttribute(
      'href',
      '/help-and-support/emergencies',
    );
    expect(logged).toHaveBeenCalledWith(
      '[category-page]',
      expect.objectContaining({ name: 'ContentShapeError' }),
    );
  });

  it('logs a failed fetch and offers a retry that loads the page', async () => {
    const logged = quietErrors();
    stubServer.use(
      http.get(`*${contentPaths.categories}`, () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    renderRoute('/breakdowns');
    (await screen.findByRole('button', { name: 'Try again' })).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Boiler and heating breakdowns' }),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[category-page]',
      expect.objectContaining({ name: 'FetchError' }),
    );
  });
});

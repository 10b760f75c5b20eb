import { afterEach, describe, expect, it, vi } from 'vitest';
import categoriesFixture from '../../../content-fixtures/aem6/content/dam/britishgas/help-categories/categories.json';
import { checkContent } from './check-content.ts';
import {
  validateCategoryDataEmergencies,
  validateCategoryDataEmergenciesLimits,
} from './compiled/category-data-emergencies.js';
import {
  validateCategoryDataMeters,
  validateCategoryDataMetersLimits,
} from './compiled/category-data-meters.js';
import {
  validateCategoryDataNewLanding,
  validateCategoryDataNewLandingLimits,
} from './compiled/category-data-new-landing.js';
import {
  validateHelpCategories,
  validateHelpCategoriesLimits,
} from './compiled/help-categories.js';
import { validateServiceOutage, validateServiceOutageLimits } from './compiled/service-outage.js';
import { ContentShapeError } from './content-shape-error.ts';

const outageFixture = { title: 'Planned maintenance', message: '<p>Slow tonight.</p>' };
const outage = { shape: validateServiceOutage, limits: validateServiceOutageLimits };
const newLanding = {
  shape: validateCategoryDataNewLanding,
  limits: validateCategoryDataNewLandingLimits,
};
const meters = { shape: validateCategoryDataMeters, limits: validateCategoryDataMetersLimits };
const emergencies = {
  shape: validateCategoryDataEmergencies,
  limits: validateCategoryDataEmergenciesLimits,
};
const categories = { shape: validateHelpCategories, limits: validateHelpCategoriesLimits };

interface Question {
  title: string;
  link: string;
  externalLink: boolean;
}
interface Landing {
  commonQuestions: Question[];
  lastArticle?: { link: string };
}
interface Emergencies {
  emergencyNumbers: unknown[];
  emergencyCards: { title: string; description: string; link?: { label: string; path: string } }[];
}
interface Category {
  id: string;
  attributes: { decoration?: string; categoryData: unknown };
}

/** A copy of a fixture category's categoryData. */
const categoryDataOf = <T>(id: string): T =>
  structuredClone(
    categoriesFixture.data.find((category) => category.id === id)?.attributes.categoryData,
  ) as T;

const question = (n: number, link = `/help-and-support/bills-and-payments/q-${n}`): Question => ({
  title: `Question ${n}`,
  link,
  externalLink: false,
});

/** The warnings logged, as [source, message]. */
function watchWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('content within its limits', () => {
  it('passes through untouched, with nothing logged', async () => {
    const warned = watchWarnings();
    await expect(checkContent('service outage', outage, outageFixture)).resolves.toBe(
      outageFixture,
    );
    expect(warned).not.toHaveBeenCalled();
  });
});

describe('content without its shape is refused (the page cannot render it)', () => {
  it('refuses an outage without a message, naming where, with no content', async () => {
    const refused = checkContent('service outage', outage, { title: 'Gas off in SW1' });
    await expect(refused).rejects.toThrow(ContentShapeError);
    await expect(refused).rejects.toThrow(/must have required property 'message'/);
    await expect(refused).rejects.not.toThrow(/SW1/);
  });

  it('refuses a meters layout whose last article has an address that cannot be used', async () => {
    const data = categoryDataOf<Landing & { lastArticle: { link: string } }>('meters');
    data.lastArticle.link = 'javascript:alert(1)';
    const refused = checkContent('categoryData of meters', meters, data);
    await expect(refused).rejects.toThrow(ContentShapeError);
    await expect(refused).rejects.toThrow(/\/lastArticle\/link pattern/);
    await expect(refused).rejects.not.toThrow(/javascript/);
  });

  it('refuses the emergencies layout without one of the three numbers the specification fixes', async () => {
    const data = categoryDataOf<Emergencies>('emergencies');
    data.emergencyNumbers.pop();
    await expect(checkContent('emergencies', emergencies, data)).rejects.toThrow(ContentShapeError);
  });
});

describe('content over a soft limit is still shown, fitted item by item (decision 018)', () => {
  it('shows an outage message past the advised 1000 characters whole, and says so without content', async () => {
    const warned = watchWarnings();
    const message = `<p>${'Gas supply interrupted in your area. '.repeat(40)}</p>`;
    expect(message.length).toBeGreaterThan(1000);
    const shown = await checkContent<{ message: string }>('service outage', outage, {
      title: 'Gas supply interrupted',
      message,
    });
    expect(shown.message).toBe(message);
    expect(warned).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledWith(
      '[content-limits]',
      'Content "service outage" breaks a soft limit at /message (maxLength 1000): shown as sent',
    );
  });

  it('leaves out a seventh common question and shows the other six', async () => {
    const warned = watchWarnings();
    const data = categoryDataOf<Landing>('bills-and-payments');
    data.commonQuestions = [1, 2, 3, 4, 5, 6, 7].map((n) => question(n));
    const shown = await checkContent<Landing>('categoryData of bills', newLanding, data);
    expect(shown.commonQuestions.map((q) => q.title)).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Question ${n}`),
    );
    expect(data.commonQuestions).toHaveLength(7);
    expect(warned).toHaveBeenCalledWith(
      '[content-limits]',
      expect.stringMatching(
        /at \/commonQuestions \(maxItems 6\): the items past the limit left out/,
      ),
    );
  });

  it('makes an http:// link https://', async () => {
    const warned = watchWarnings();
    const data = categoryDataOf<Landing>('bills-and-payments');
    data.commonQuestions[1] = question(2, 'http://www.britishgas.co.uk/energy/gas-and-electricity');
    const shown = await checkContent<Landing>('categoryData of bills', newLanding, data);
    expect(shown.commonQuestions[1]?.link).toBe(
      'https://www.britishgas.co.uk/energy/gas-and-electricity',
    );
    expect(shown.commonQuestions).toHaveLength(3);
    const [, text] = warned.mock.calls[0] ?? [];
    expect(text).toBe(
      'Content "categoryData of bills" breaks a soft limit at /commonQuestions/1/link (pattern): its http:// address made https://',
    );
    expect(text).not.toContain('britishgas.co.uk');
  });

  it('leaves out a common question whose link cannot be used, and shows the rest', async () => {
    const warned = watchWarnings();
    const data = categoryDataOf<Landing>('bills-and-payments');
    data.commonQuestions[0] = question(1, 'javascript:alert(1)');
    const shown = await checkContent<Landing>('categoryData of bills', newLanding, data);
    expect(shown.commonQuestions.map((q) => q.title)).toEqual([
      'Set up a Direct Debit',
      'Why has my bill gone up?',
    ]);
    expect(warned).toHaveBeenCalledWith(
      '[content-limits]',
      expect.stringMatching(
        /\/commonQuestions\/0\/link \(pattern\): left out \/commonQuestions\/0$/,
      ),
    );
  });

  it('lets a seventh question move up when one of the first six is left out', async () => {
    watchWarnings();
    const data = categoryDataOf<Landing>('bills-and-payments');
    data.commonQuestions = [1, 2, 3, 4, 5, 6, 7].map((n) => question(n));
    data.commonQuestions[2] = question(3, 'ftp://files.example/bill.pdf');
    const shown = await checkContent<Landing>('categoryData of bills', newLanding, data);
    expect(shown.commonQuestions.map((q) => q.title)).toEqual(
      [1, 2, 4, 5, 6, 7].map((n) => `Question ${n}`),
    );
  });

  it('keeps an emergency card whose link cannot be used, leaving out only its link', async () => {
    const warned = watchWarnings();
    const data = categoryDataOf<Emergencies>('emergencies');
    const card = data.emergencyCards[0];
    if (card?.link) card.link.path = '//elsewhere.example/gas';
    const shown = await checkContent<Emergencies>('emergencies', emergencies, data);
    expect(shown.emergencyCards).toHaveLength(4);
    expect(shown.emergencyCards[0]?.title).toBe('Smell gas?');
    expect(shown.emergencyCards[0]?.link).toBeUndefined();
    expect(shown.emergencyNumbers).toHaveLength(3);
    expect(warned).toHaveBeenCalledWith(
      '[content-limits]',
      expect.stringMatching(/left out \/emergencyCards\/0\/link$/),
    );
  });

  it('shows every emergency card and safety point past the advised counts', async () => {
    watchWarnings();
    const data = categoryDataOf<Emergencies & { safetyAdvice: { points: string[] } }>(
      'emergencies',
    );
    data.emergencyCards = Array.from({ length: 10 }, (_, n) => ({
      title: `Card ${n}`,
      description: '<p>Call us.</p>',
    }));
    data.safetyAdvice.points = Array.from({ length: 12 }, (_, n) => `Point ${n}`);
    const shown = await checkContent<typeof data>('emergencies', emergencies, data);
    expect(shown.emergencyCards).toHaveLength(10);
    expect(shown.safetyAdvice.points).toHaveLength(12);
  });

  it("leaves out a category's decorative icon with a bad address, keeping the category", async () => {
    watchWarnings();
    const document = structuredClone(categoriesFixture) as unknown as { data: Category[] };
    const emergenciesCategory = document.data.find((category) => category.id === 'emergencies');
    if (emergenciesCategory)
      emergenciesCategory.attributes.decoration = 'data:image/svg+xml,<svg/>';
    const shown = await checkContent<{ data: Category[] }>('categories', categories, document);
    const kept = shown.data.find((category) => category.id === 'emergencies');
    expect(kept).toBeDefined();
    expect(kept?.attributes.decoration).toBeUndefined();
    expect(shown.data).toHaveLength(categoriesFixture.data.length);
  });

  it('leaves out the whole group when its only article link cannot be used', async () => {
    watchWarnings();
    const data = categoryDataOf<
      Landing & { allArticles: { title: string; articleLinks: Question[] }[] }
    >('bills-and-payments');
    data.allArticles[0] = {
      title: 'Only link',
      articleLinks: [{ ...question(1, 'vbscript:msgbox'), label: 'Bad' } as Question],
    };
    const shown = await checkContent<typeof data>('categoryData of bills', newLanding, data);
    expect(shown.allArticles.map((group) => group.title)).toEqual(['Paying']);
  });
});

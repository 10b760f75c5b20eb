import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryDataSchemaFiles, categoryLayoutOf } from '../../src/site/category-layouts.ts';
import { contentPaths } from '../../src/site/content-paths.ts';
import { contentSchemaFileByPath } from '../../src/site/content-schemas.ts';
import { parseContentPage } from '../../src/lib/content/parse-content-page.ts';
import { createContentFixtureCheck } from '../../src/stub-api/content-fixture-check.ts';
import { validateCategoryDataEmergencies } from '../../src/lib/content/compiled/category-data-emergencies.js';
import { validateHelpCategories } from '../../src/lib/content/compiled/help-categories.js';
import { emergenciesFallback } from '../../src/features/help-content/categories/emergencies-fallback.ts';

// Contract tests over every content fixture: what the stub serves is what the content service
// would publish, in the shapes of schemas/content/.
const fixtures = path.resolve('content-fixtures');
const check = createContentFixtureCheck(path.resolve('schemas/content'));
const read = (urlPath: string) => readFileSync(path.join(fixtures, urlPath), 'utf8');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

interface Categories {
  data: {
    id: string;
    attributes: {
      newLayout: boolean;
      externalLink: boolean;
      mainCategory: boolean;
      categoryData: unknown;
    };
  }[];
  included: { id: string; attributes: { articles: { label: string; title: string }[] } }[];
}
const categories = JSON.parse(read(contentPaths.categories)) as Categories;
const articleLists = new Map(
  categories.included.map((list) => [list.id, list.attributes.articles]),
);

// SPEC section 2: the twelve category slugs.
const slugs = [
  'bills-and-payments',
  'my-account',
  'pay-as-you-go',
  'meters',
  'homecare-help',
  'energy-tariffs',
  'smart-home',
  'appliances-and-engineers',
  'breakdowns',
  'emergencies',
  'helpful-advice',
  'struggling-to-pay',
];

describe('content fixtures', () => {
  it.each(Object.entries(contentSchemaFileByPath))('%s fits %s', (urlPath) => {
    expect(check(urlPath, read(urlPath))).toEqual([]);
  });

  it('the compiled categories validator accepts the fixture (the browser boundary)', () => {
    expect(validateHelpCategories(categories)).toBe(true);
  });

  it('has every category of the specification with at least three articles', () => {
    for (const slug of slugs) {
      expect(articleLists.get(`${slug}-articles`)?.length ?? 0, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('has peaksave and the new-system hub as external categories', () => {
    const external = categories.data.filter((c) => c.attributes.externalLink).map((c) => c.id);
    expect(external).toEqual(['peaksave', 'new-system-hub']);
  });

  it('keeps struggling-to-pay out of the main categories (SPEC section 2: reached by link)', () => {
    const main = categories.data.filter((c) => c.attributes.mainCategory).map((c) => c.id);
    expect(main).not.toContain('struggling-to-pay');
    expect(main).toEqual(expect.arrayContaining(slugs.filter((s) => s !== 'struggling-to-pay')));
  });

  it('uses each of the four layouts', () => {
    const layouts = new Set(
      categories.data
        .filter((c) => !c.attributes.externalLink)
        .map((c) => categoryLayoutOf(c.id, c.attributes.newLayout)),
    );
    expect([...layouts].sort()).toEqual(Object.keys(categoryDataSchemaFiles).sort());
  });

  it('has an article page for every listed article, whose title matches its list entry', () => {
    for (const category of categories.data.filter((c) => !c.attributes.externalLink)) {
      for (const article of articleLists.get(`${category.id}-articles`) ?? []) {
        const page = parseContentPage(read(contentPaths.article(category.id, article.label)));
        expect(page.title, `${category.id}/${article.label}`).toBe(article.title);
        expect(page.description).not.toBe('');
      }
    }
  });

  it('links only to pages that exist', () => {
    const known = new Set([
      '',
      'contact-us',
      'submit-meter-read',
      'search',
      ...categories.data.map((c) => c.id),
      ...categories.data.flatMap((c) =>
        (articleLists.get(`${c.id}-articles`) ?? []).map((a) => `${c.id}/${a.label}`),
      ),
    ]);
    const text = filesUnder(fixtures)
      .filter((f) => /\.(html|json)$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const links = [...text.matchAll(/\/help-and-support\/?([a-z0-9/-]*)/g)].map((m) => m[1] ?? '');
    expect(links.filter((link) => !known.has(link.replace(/\/$/, '')))).toEqual([]);
  });

  it('ships an emergencies fallback of the same shape as the emergencies content', () => {
    expect(validateCategoryDataEmergencies(emergenciesFallback)).toBe(true);
  });

  it('keeps the deals page flagged for the nucleus scripts', () => {
    expect(parseContentPage(read(contentPaths.deals)).nucleusContent).toBe(true);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { siteJourneyPages } from '../journeys/site-journey-pages.ts';
import { categoriesQuery } from '../../src/features/help-content/categories/help-categories.ts';

/**
 * The pages the build prerenders: every page that looks the same to every visitor on arrival,
 * the journeys' first pages among them (from their declarations, decision 055). Not search (its
 * query), confirmations (the submission's answer), journeys' later steps (a draft), deals
 * (signed in) or the sign-in callback.
 */
export const fixedPagePaths: readonly string[] = [
  '/',
  '/contact-us',
  ...siteJourneyPages().flatMap((journey) => journey.entries),
];

/** The fixed pages, then each category of the content and each article it lists. */
export async function pagePaths(): Promise<string[]> {
  const categories = await new QueryClient().fetchQuery({ ...categoriesQuery, retry: false });
  const paths = new Set(fixedPagePaths);
  for (const category of categories) {
    if (category.externalLink) continue;
    paths.add(`/${category.id}`);
    for (const article of category.articles) paths.add(`/${category.id}/${article.label}`);
  }
  return [...paths];
}

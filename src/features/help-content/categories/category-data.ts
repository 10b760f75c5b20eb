import { categoryLayoutOf } from '../../../site/category-layouts.ts';
import { checkContent } from '../../../lib/content/check-content.ts';
import type { HelpCategory } from './help-category.ts';
import { layoutValidators } from './layout-validators.ts';

/** An image from content; alt is empty when the image is decorative. */
export interface ContentImage {
  readonly src: string;
  readonly alt: string;
}

/** A common-questions card (SPEC section 3). */
export interface CommonQuestion {
  readonly image?: ContentImage;
  readonly pill?: string;
  readonly title: string;
  readonly link: string;
  readonly description?: string;
  readonly externalLink: boolean;
}

/** The last-article card of the meters layout (SPEC section 3). */
export interface LastArticle {
  readonly image?: ContentImage;
  readonly title: string;
  readonly link: string;
  readonly externalLink: boolean;
  readonly description: string;
}

/** categoryData of the new layout (category-data-new-landing.schema.json). */
export interface NewLandingData {
  readonly title: string;
  readonly commonQuestions: readonly CommonQuestion[];
  readonly allArticlesTitle: string;
  readonly allArticles: readonly {
    title: string;
    articleLinks: readonly { label: string; link: string; externalLink: boolean }[];
  }[];
  readonly lastArticle?: LastArticle;
}

/** A link in an article list of the old layout (SPEC section 3). */
export interface ArticleLink {
  readonly label: string;
  readonly path: string;
  readonly externalLink: boolean;
}

/** categoryData of the standard (old) layout (category-data-standard.schema.json). */
export interface StandardData {
  readonly articlesTitle: string;
  readonly articles: readonly ArticleLink[];
}

/** An emergency phone number, dialled as a tel: link. */
export interface EmergencyNumber {
  readonly id: string;
  readonly label: string;
  readonly number: string;
  readonly availability: string;
}

/** categoryData of emergencies (category-data-emergencies.schema.json). */
export interface EmergenciesData {
  readonly hero: { title: string; description?: string };
  readonly emergencyNumbers: readonly EmergencyNumber[];
  readonly emergencyCards: readonly {
    title: string;
    description: string;
    numberId?: string;
    link?: { label: string; path: string };
  }[];
  readonly safetyAdvice: { title: string; description?: string; points: readonly string[] };
  readonly articlesTitle?: string;
  readonly articles?: readonly ArticleLink[];
}

/** A category's layout with its checked data. */
export type CategoryView =
  | { readonly layout: 'new-landing'; readonly data: NewLandingData }
  | { readonly layout: 'meters'; readonly data: NewLandingData & { lastArticle: LastArticle } }
  | { readonly layout: 'emergencies'; readonly data: EmergenciesData }
  | { readonly layout: 'standard'; readonly data: StandardData };

/**
 * Picks a category's layout (SPEC section 2) and checks its categoryData against that layout's
 * schema: throws ContentShapeError when it lacks the layout's shape; fits it item by item when
 * it only breaks a soft limit (decision 018).
 */
export async function categoryViewOf(category: HelpCategory): Promise<CategoryView> {
  const layout = categoryLayoutOf(category.id, category.newLayout);
  const validators = await layoutValidators[layout]();
  const data: unknown = await checkContent(
    `categoryData of ${category.id}`,
    validators,
    category.categoryData,
  );
  // The layout's schema has just accepted the data, so it has that layout's shape.
  return { layout, data } as CategoryView;
}

import { categoryLayoutOf, type CategoryLayout } from '../../../lib/content/category-layouts';
import type { ContentValidateFunction } from '../../../lib/content/content-validate-function';

/** Each layout's categoryData validator, loaded only when a category of that layout is shown. */
export const layoutValidators: Readonly<
  Record<CategoryLayout, () => Promise<ContentValidateFunction>>
> = {
  'new-landing': async () =>
    (await import('../../../lib/content/compiled/category-data-new-landing'))
      .validateCategoryDataNewLanding,
  meters: async () =>
    (await import('../../../lib/content/compiled/category-data-meters')).validateCategoryDataMeters,
  emergencies: async () =>
    (await import('../../../lib/content/compiled/category-data-emergencies'))
      .validateCategoryDataEmergencies,
  standard: async () =>
    (await import('../../../lib/content/compiled/category-data-standard'))
      .validateCategoryDataStandard,
};

/**
 * Starts loading the validators of the layouts a category with this id can have (its layout
 * also depends on its newLayout flag), so they arrive while the categories are fetched. Called
 * by the category route's loader first thing.
 */
export function preloadLayoutValidators(id: string): void {
  for (const layout of new Set([categoryLayoutOf(id, true), categoryLayoutOf(id, false)])) {
    layoutValidators[layout]().catch(() => undefined);
  }
}

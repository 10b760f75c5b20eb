import { categoryLayoutOf, type CategoryLayout } from '../../../site/category-layouts.ts';
import type { ContentValidators } from '../../../lib/content/content-validate-function.ts';

/** Each layout's categoryData validators, loaded only when a category of that layout is shown. */
export const layoutValidators: Readonly<Record<CategoryLayout, () => Promise<ContentValidators>>> =
  {
    'new-landing': async () => {
      const module = await import('../../../lib/content/compiled/category-data-new-landing.js');
      return {
        shape: module.validateCategoryDataNewLanding,
        limits: module.validateCategoryDataNewLandingLimits,
      };
    },
    meters: async () => {
      const module = await import('../../../lib/content/compiled/category-data-meters.js');
      return {
        shape: module.validateCategoryDataMeters,
        limits: module.validateCategoryDataMetersLimits,
      };
    },
    emergencies: async () => {
      const module = await import('../../../lib/content/compiled/category-data-emergencies.js');
      return {
        shape: module.validateCategoryDataEmergencies,
        limits: module.validateCategoryDataEmergenciesLimits,
      };
    },
    standard: async () => {
      const module = await import('../../../lib/content/compiled/category-data-standard.js');
      return {
        shape: module.validateCategoryDataStandard,
        limits: module.validateCategoryDataStandardLimits,
      };
    },
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

/** The four category page layouts of SPEC section 2, each with its categoryData schema. */
export const categoryLayouts = ['new-landing', 'meters', 'emergencies', 'standard'] as const;
export type CategoryLayout = (typeof categoryLayouts)[number];

/** The schema in schemas/content/ each layout's categoryData must fit. */
export const categoryDataSchemaFiles: Readonly<Record<CategoryLayout, string>> = {
  'new-landing': 'category-data-new-landing.schema.json',
  meters: 'category-data-meters.schema.json',
  emergencies: 'category-data-emergencies.schema.json',
  standard: 'category-data-standard.schema.json',
};

/**
 * Which layout a category uses (SPEC section 2): emergencies and meters have their own;
 * categories flagged newLayout (bills-and-payments, my-account, pay-as-you-go) use the new
 * landing layout; every other category the standard one.
 */
export function categoryLayoutOf(id: string, newLayout: boolean): CategoryLayout {
  if (id === 'emergencies') return 'emergencies';
  if (id === 'meters') return 'meters';
  return newLayout ? 'new-landing' : 'standard';
}

import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHead } from '../../../lib/head/PageHead.tsx';
import { pageTitle } from '../../../site/page-title.ts';
import { EmergenciesLayout } from '../layouts/EmergenciesLayout.tsx';
import { MetersLayout } from '../layouts/MetersLayout.tsx';
import { NewLandingLayout } from '../layouts/NewLandingLayout.tsx';
import { StandardLayout } from '../layouts/StandardLayout.tsx';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import type { CategoryView } from './category-data.ts';
import { CategoryMenu } from './CategoryMenu.tsx';
import { categoriesQuery, findCategory } from './help-categories.ts';
import type { HelpCategory } from './help-category.ts';
import '../help-content.css';
import '../layouts/layouts.css';

/**
 * A help category page (SPEC section 2): its layout, breadcrumbs and the category menu.
 * `view` is the layout and its data, checked against the layout's schema by the route's loader.
 */
export function CategoryPage({
  categoryId,
  view,
}: {
  readonly categoryId: string;
  readonly view: CategoryView;
}) {
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const category = findCategory(categories, categoryId);
  // The loader found it; a refetch that lost it shows the route's error state.
  if (!category) throw new Error(`Category ${categoryId} is no longer in the content`);
  return (
    <div className={`page-width help-category help-category--${view.layout}`}>
      <PageHead title={pageTitle(category.title)} description={category.metaDescription} />
      <Breadcrumbs />
      <CategoryLayout category={category} view={view} />
      <CategoryMenu categories={categories} currentId={category.id} />
    </div>
  );
}

/** One component per layout. */
function CategoryLayout({
  category,
  view,
}: {
  readonly category: HelpCategory;
  readonly view: CategoryView;
}) {
  switch (view.layout) {
    case 'new-landing':
      return <NewLandingLayout category={category} data={view.data} />;
    case 'meters':
      return <MetersLayout category={category} data={view.data} />;
    case 'emergencies':
      return <EmergenciesLayout data={view.data} />;
    case 'standard':
      return <StandardLayout category={category} data={view.data} />;
  }
}

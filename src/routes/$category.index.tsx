import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '../features/help-content/categories/help-categories.ts';
import { CategoryError } from '../features/help-content/categories/CategoryError.tsx';
import { CategoryPage } from '../features/help-content/categories/CategoryPage.tsx';
import { helpCopy } from '../features/help-content/help-content-copy.ts';
import { ContentLoading } from '../features/help-content/shared/ContentLoading.tsx';
import { LookupOutcome } from '../features/help-content/shared/LookupOutcome.tsx';

/** A help category page (SPEC section 2). Static routes (contact-us, search, …) win over it. */
export const Route = createFileRoute('/$category/')({
  // Loaders stay in the entry bundle: the content code (validators included) loads on demand.
  loader: async ({ context: { queryClient }, params }) => {
    // The categories are asked for first thing, beside the code that checks and lays them out.
    void queryClient.prefetchQuery(categoriesQuery);
    // Imported here, not at the top, so the table of layouts stays out of every other page's
    // entry; the HTML's early requests fetch it beside the framework on a category page.
    void import('../features/help-content/categories/layout-validators.ts').then((validators) =>
      validators.preloadLayoutValidators(params.category),
    );
    const { loadCategoryPage } =
      await import('../features/help-content/categories/load-help-pages.ts');
    return loadCategoryPage(queryClient, params.category);
  },
  // The loading words come in the page's own chunk, not in every app page's entry: the
  // router fetches that chunk as it starts the page, and the words show while its content loads.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent']],
  pendingComponent: () => <ContentLoading text={helpCopy.loadingCategory} />,
  errorComponent: CategoryRouteError,
  component: CategoryRoute,
});

function CategoryRouteError({ error }: { readonly error: unknown }) {
  return <CategoryError error={error} categoryId={Route.useParams().category} />;
}

function CategoryRoute() {
  const lookup = Route.useLoaderData();
  const { category } = Route.useParams();
  if (lookup.kind === 'category') return <CategoryPage categoryId={category} view={lookup.view} />;
  // 'found' is an article's outcome; a category's loader never gives it.
  return lookup.kind === 'found' ? null : <LookupOutcome lookup={lookup} />;
}

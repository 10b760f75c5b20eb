import { createFileRoute } from '@tanstack/react-router';
import { categoriesQuery } from '../features/help-content/categories/help-categories.ts';
import { ArticleError } from '../features/help-content/article/ArticleError.tsx';
import { ArticlePage } from '../features/help-content/article/ArticlePage.tsx';
import { helpCopy } from '../features/help-content/help-content-copy.ts';
import { ContentLoading } from '../features/help-content/shared/ContentLoading.tsx';
import { LookupOutcome } from '../features/help-content/shared/LookupOutcome.tsx';
import { WasThisHelpful } from '../features/was-this-helpful/WasThisHelpful.tsx';

/** A help article page (SPEC section 2). */
export const Route = createFileRoute('/$category/$article')({
  // Loaders stay in the entry bundle: the content code loads on demand.
  loader: async ({ context: { queryClient }, params }) => {
    // The categories are asked for first thing, beside the code that checks and lays them out.
    void queryClient.prefetchQuery(categoriesQuery);
    const { loadArticlePage } =
      await import('../features/help-content/categories/load-help-pages.ts');
    return loadArticlePage(queryClient, params.category, params.article);
  },
  // The loading words come in the page's own chunk, not in every app page's entry: the
  // router fetches that chunk as it starts the page, and the words show while its content loads.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent']],
  pendingComponent: () => <ContentLoading text={helpCopy.loadingArticle} />,
  errorComponent: ({ error }) => <ArticleError error={error} />,
  component: ArticleRoute,
});

function ArticleRoute() {
  const lookup = Route.useLoaderData();
  const { category, article } = Route.useParams();
  if (lookup.kind === 'found') {
    return (
      <ArticlePage
        categoryId={category}
        label={article}
        after={
          <WasThisHelpful
            key={`${category}/${article}`}
            subject={{ about: 'article', name: article, category }}
          />
        }
      />
    );
  }
  // 'category' is a category's outcome; an article's loader never gives it.
  return lookup.kind === 'category' ? null : <LookupOutcome lookup={lookup} />;
}

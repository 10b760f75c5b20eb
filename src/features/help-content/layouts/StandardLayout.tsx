import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import type { StandardData } from '../categories/category-data.ts';
import type { HelpCategory } from '../categories/help-category.ts';
import { SearchBox } from '../search/SearchBox.tsx';
import { ArticleList } from './ArticleList.tsx';
import { CtaCards } from './CtaCards.tsx';

/**
 * The layout of every other category (SPEC section 2): a search landing, a bullet list of the
 * category's articles and side call-to-action cards.
 */
export function StandardLayout({
  category,
  data,
}: {
  readonly category: HelpCategory;
  readonly data: StandardData;
}) {
  return (
    <>
      <div className="search-landing">
        <h1 tabIndex={-1}>{category.title}</h1>
        <SanitisedHtml kind="display" html={category.description} className="lead" />
        <SearchBox />
      </div>
      <div className="with-sidebar">
        <ArticleList title={data.articlesTitle} articles={data.articles} />
        <CtaCards items={category.ctaItems} />
      </div>
    </>
  );
}

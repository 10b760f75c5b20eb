import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import type { LastArticle, NewLandingData } from '../categories/category-data.ts';
import type { HelpCategory } from '../categories/help-category.ts';
import { AllArticles } from './AllArticles.tsx';
import { BackToTop } from './BackToTop.tsx';
import { LastArticleCard } from './LastArticleCard.tsx';
import { QuestionCards } from './QuestionCards.tsx';
import { SearchPanel } from './SearchPanel.tsx';

/**
 * The meters layout (SPEC section 2): like the new landing layout, with image cards and a
 * last-article card.
 */
export function MetersLayout({
  category,
  data,
}: {
  readonly category: HelpCategory;
  readonly data: NewLandingData & { lastArticle: LastArticle };
}) {
  return (
    <>
      <h1 tabIndex={-1}>{data.title}</h1>
      <SanitisedHtml kind="display" html={category.description} className="lead" />
      <QuestionCards questions={data.commonQuestions} />
      <AllArticles data={data} />
      <LastArticleCard article={data.lastArticle} />
      <SearchPanel />
      <BackToTop />
    </>
  );
}

import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml';
import type { LastArticle, NewLandingData } from '../categories/category-data';
import type { HelpCategory } from '../categories/help-categories';
import { AllArticles } from './AllArticles';
import { BackToTop } from './BackToTop';
import { LastArticleCard } from './LastArticleCard';
import { QuestionCards } from './QuestionCards';
import { SearchPanel } from './SearchPanel';

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

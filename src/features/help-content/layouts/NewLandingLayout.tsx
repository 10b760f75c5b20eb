import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import type { NewLandingData } from '../categories/category-data.ts';
import type { HelpCategory } from '../categories/help-category.ts';
import { AllArticles } from './AllArticles.tsx';
import { BackToTop } from './BackToTop.tsx';
import { QuestionCards } from './QuestionCards.tsx';
import { SearchPanel } from './SearchPanel.tsx';

/**
 * The new landing layout (SPEC section 2: bills-and-payments, my-account, pay-as-you-go):
 * common-questions cards, all-articles cards, a back-to-top link and a search panel.
 */
export function NewLandingLayout({
  category,
  data,
}: {
  readonly category: HelpCategory;
  readonly data: NewLandingData;
}) {
  return (
    <>
      <h1 tabIndex={-1}>{data.title}</h1>
      <SanitisedHtml kind="display" html={category.description} className="lead" />
      <QuestionCards questions={data.commonQuestions} />
      <AllArticles data={data} />
      <SearchPanel />
      <BackToTop />
    </>
  );
}

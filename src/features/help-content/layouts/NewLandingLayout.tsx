import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml';
import type { NewLandingData } from '../categories/category-data';
import type { HelpCategory } from '../categories/help-categories';
import { AllArticles } from './AllArticles';
import { BackToTop } from './BackToTop';
import { QuestionCards } from './QuestionCards';
import { SearchPanel } from './SearchPanel';

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

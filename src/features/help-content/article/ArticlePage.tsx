import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHead } from '../../../lib/head/PageHead';
import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml';
import { categoriesQuery, findCategory } from '../categories/help-categories';
import { helpPageTitle } from '../help-content-copy';
import { Breadcrumbs } from '../shared/Breadcrumbs';
import { articleQuery } from './article-query';
import { NucleusScripts } from './NucleusScripts';
import '../help-content.css';
import './article.css';

/**
 * An article page (SPEC section 2): title '{article title} - Help & Support - {brand}', the
 * article's meta description, breadcrumbs back to its category and home, and the article's
 * markup after DOMPurify's article configuration.
 */
export function ArticlePage({
  categoryId,
  label,
}: {
  readonly categoryId: string;
  readonly label: string;
}) {
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const { data: article } = useSuspenseQuery(articleQuery(categoryId, label));
  const category = findCategory(categories, categoryId);
  return (
    <div className="page-width help-article">
      <PageHead title={helpPageTitle(article.title)} description={article.description} />
      <Breadcrumbs trail={category ? [{ label: category.title, link: category.link }] : []} />
      <h1 tabIndex={-1}>{article.title}</h1>
      <SanitisedHtml kind="article" html={article.markup} className="article-body" />
      {article.nucleusContent ? <NucleusScripts /> : null}
    </div>
  );
}

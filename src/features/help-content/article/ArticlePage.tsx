import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHead } from '../../../lib/head/PageHead.tsx';
import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import { categoriesQuery, findCategory } from '../categories/help-categories.ts';
import { pageTitle } from '../../../site/page-title.ts';
import { Breadcrumbs } from '../shared/Breadcrumbs.tsx';
import { articleQuery } from './article-query.ts';
import { NucleusScripts } from '../../../lib/content/NucleusScripts.tsx';
import '../help-content.css';
import './article.css';

/**
 * An article page (SPEC section 2): title '{article title} - Help & Support - {brand}', the
 * article's meta description, breadcrumbs back to its category and home, and the article's
 * markup after DOMPurify's article configuration, then what the route puts after it ("Was this
 * page helpful?").
 */
export function ArticlePage({
  categoryId,
  label,
  after,
}: {
  readonly categoryId: string;
  readonly label: string;
  readonly after?: ReactNode;
}) {
  const { data: categories } = useSuspenseQuery(categoriesQuery);
  const { data: article } = useSuspenseQuery(articleQuery(categoryId, label));
  const category = findCategory(categories, categoryId);
  return (
    <div className="page-width help-article">
      <PageHead title={pageTitle(article.title)} description={article.description} />
      <Breadcrumbs trail={category ? [{ label: category.title, link: category.link }] : []} />
      <h1 tabIndex={-1}>{article.title}</h1>
      <SanitisedHtml kind="article" html={article.markup} className="article-body" />
      {after}
      {article.nucleusContent ? <NucleusScripts /> : null}
    </div>
  );
}

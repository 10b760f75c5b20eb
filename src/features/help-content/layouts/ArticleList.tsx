import type { ArticleLink } from '../categories/category-data.ts';
import { HelpLink } from '../shared/HelpLink.tsx';

/** A bullet list of a category's articles (SPEC section 3, old layout). */
export function ArticleList({
  title,
  articles,
}: {
  readonly title: string;
  readonly articles: readonly ArticleLink[];
}) {
  return (
    <section aria-labelledby="article-list-heading" className="article-list">
      <h2 id="article-list-heading">{title}</h2>
      <ul className="bullet-list">
        {articles.map((article) => (
          <li key={article.path}>
            <HelpLink href={article.path} external={article.externalLink}>
              {article.label}
            </HelpLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

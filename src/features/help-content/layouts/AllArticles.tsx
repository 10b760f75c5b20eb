import type { NewLandingData } from '../categories/category-data.ts';
import { HelpLink } from '../shared/HelpLink.tsx';

/** The all-articles cards (SPEC section 3): one card per group of article links. */
export function AllArticles({ data }: { readonly data: NewLandingData }) {
  return (
    <section aria-labelledby="all-articles-heading">
      <h2 id="all-articles-heading">{data.allArticlesTitle}</h2>
      <ul className="card-grid">
        {data.allArticles.map((group) => (
          <li key={group.title} className="card">
            <h3 className="card__title">{group.title}</h3>
            <ul className="link-list">
              {group.articleLinks.map((link) => (
                <li key={link.link}>
                  <HelpLink href={link.link} external={link.externalLink}>
                    {link.label}
                  </HelpLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

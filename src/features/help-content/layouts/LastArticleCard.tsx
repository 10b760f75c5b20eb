import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import type { LastArticle } from '../categories/category-data.ts';
import { HelpLink } from '../shared/HelpLink.tsx';
import { CardImage } from './CardImage.tsx';

/** The meters layout's last-article card: a wide card with an image, below the question cards. */
export function LastArticleCard({ article }: { readonly article: LastArticle }) {
  return (
    <div className="card card--wide">
      <CardImage image={article.image} loading="lazy" />
      <div>
        <h2 className="card__title">
          <HelpLink href={article.link} external={article.externalLink} className="card-link">
            {article.title}
          </HelpLink>
        </h2>
        <SanitisedHtml kind="display" html={article.description} />
      </div>
    </div>
  );
}

import type { HelpCategory } from '../categories/help-category.ts';
import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import { HelpLink } from '../shared/HelpLink.tsx';
import { imageLoadingAt } from '../shared/image-loading.ts';

/**
 * The help category tiles (SPEC sections 2 and 9): main categories in a 4-column grid that
 * reflows on small screens. External tiles (peaksave, the new-system hub) say so to screen
 * readers. The whole tile is clickable through its title link.
 */
export function CategoryTiles({ categories }: { readonly categories: readonly HelpCategory[] }) {
  return (
    <ul className="category-tiles">
      {categories
        .filter((category) => category.mainCategory)
        .map((category, index) => (
          <li key={category.id} className="category-tile">
            {category.decoration ? (
              <img
                className="category-tile__icon"
                src={category.decoration}
                alt=""
                width="48"
                height="48"
                loading={imageLoadingAt(index)}
              />
            ) : null}
            <h3 className="category-tile__title">
              <HelpLink href={category.link} external={category.externalLink} className="card-link">
                {category.title}
              </HelpLink>
            </h3>
            <SanitisedHtml
              kind="display"
              html={category.description}
              className="category-tile__description"
            />
            <p className="category-tile__cta" aria-hidden="true">
              {category.cta}
            </p>
          </li>
        ))}
    </ul>
  );
}

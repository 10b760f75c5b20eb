import type { HelpCategory } from './help-category.ts';
import { helpCopy } from '../help-content-copy.ts';
import { HelpLink } from '../shared/HelpLink.tsx';

/**
 * The category menu (SPEC section 2): every main category; external ones link out directly.
 * struggling-to-pay is not a main category, so it is not listed (it is reached by link).
 */
export function CategoryMenu({
  categories,
  currentId,
}: {
  readonly categories: readonly HelpCategory[];
  readonly currentId?: string;
}) {
  return (
    <nav className="category-menu" aria-labelledby="category-menu-heading">
      <h2 id="category-menu-heading">{helpCopy.categoryMenuLabel}</h2>
      <ul>
        {categories
          .filter((category) => category.mainCategory)
          .map((category) => (
            <li key={category.id}>
              {category.id === currentId ? (
                <strong aria-current="page">{category.title}</strong>
              ) : (
                <HelpLink href={category.link} external={category.externalLink}>
                  {category.title}
                </HelpLink>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}

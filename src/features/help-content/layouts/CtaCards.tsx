import { SanitisedHtml } from '../../../lib/sanitise/SanitisedHtml.tsx';
import { ContentLink } from '../../../lib/navigation/ContentLink.tsx';
import type { CtaItem } from '../categories/help-category.ts';
import { helpCopy } from '../help-content-copy.ts';

/** The side call-to-action cards of a category (SPEC section 3: ctaItems). */
export function CtaCards({ items }: { readonly items: readonly CtaItem[] }) {
  if (items.length === 0) return null;
  return (
    <aside className="cta-cards" aria-label={helpCopy.ctaHeading}>
      {items.map((item) => (
        <div key={item.path} className="cta-card">
          <h2 className="cta-card__title">{item.title}</h2>
          <SanitisedHtml kind="display" html={item.description} />
          <ContentLink href={item.path} className="button button--secondary">
            {item.button}
          </ContentLink>
        </div>
      ))}
    </aside>
  );
}

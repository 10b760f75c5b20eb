import type { ReactNode } from 'react';
import { config } from '../../site/config.ts';
import { ContentLink } from '../../lib/navigation/ContentLink.tsx';
import type { ContactCardMessages, ContactLink } from './contact-messages.ts';

/** The address of a contact link: its own, or the configured one it names. */
export function contactLinkHref(link: ContactLink): string | undefined {
  return link.configLink ? config.externalLinks[link.configLink] : link.href;
}

export interface ContactCardProps {
  readonly card: ContactCardMessages;
  /** Extra content above the links (the meter-read week pill, text and button). */
  readonly children?: ReactNode;
}

/** A card of contact options for one kind of customer (SPEC section 2, 'Contact page'). */
export function ContactCard({ card, children }: ContactCardProps) {
  const headingId = `contact-card-${card.id}`;
  return (
    <section className="contact-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="contact-card__title">
        {card.title}
      </h2>
      <p>{card.description}</p>
      {children}
      <ul className="contact-card__links">
        {card.links.map((link) => {
          const href = contactLinkHref(link);
          return href ? (
            <li key={link.label}>
              <ContentLink href={href}>{link.label}</ContentLink>
            </li>
          ) : null;
        })}
      </ul>
    </section>
  );
}

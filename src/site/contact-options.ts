import contactUs from '../../schemas/messages/contact-us.json' with { type: 'json' };

export interface ContactOption {
  readonly label: string;
  readonly href: string;
}

/**
 * The contact page's ways to reach us by phone or online (its links marked `contactOptions` in
 * contact-us.json), for pages that cannot work without JavaScript: they list them as plain links,
 * so a customer whose browser runs no script still finds a number to call.
 */
export const contactOptions: readonly ContactOption[] = contactUs.cards.flatMap((card) =>
  card.links.flatMap((link) =>
    'contactOptions' in link && link.contactOptions && 'href' in link && link.href
      ? [{ label: link.label, href: link.href }]
      : [],
  ),
);

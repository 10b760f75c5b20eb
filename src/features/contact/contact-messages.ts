import messages from '../../../schemas/messages/contact-us.json';
import type { config } from '../../site/config.ts';

/** A link on a contact card: a fixed address, or one taken from the site configuration. */
export interface ContactLink {
  readonly label: string;
  readonly href?: string;
  readonly configLink?: keyof typeof config.externalLinks;
}

/** One contact card of SPEC section 2. */
export interface ContactCardMessages {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Whether meter-read week adds its pill, text and button to this card. */
  readonly showsMeterReadWeek: boolean;
  readonly links: readonly ContactLink[];
}

/** The contact page's words and links, from schemas/messages/contact-us.json. */
export const contactMessages: Omit<typeof messages, 'cards'> & {
  readonly cards: readonly ContactCardMessages[];
} = messages as typeof messages & { cards: ContactCardMessages[] };

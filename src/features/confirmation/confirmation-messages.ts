import messages from '../../../schemas/messages/confirmation.json';
import type { ConfirmationOrigin } from '../../site/journey-routes.ts';

/** A paragraph followed by a link, as the content team writes it. */
export interface LinkedParagraph {
  readonly text: string;
  readonly link: { readonly label: string; readonly href: string };
}

/** What the confirmation page says for one origin. */
export interface OriginConfirmationMessages {
  readonly heading: string;
  readonly emailSent: string;
  readonly nextSteps: readonly string[];
  /** Whether the page says how to take a complaint further (the Energy Ombudsman). */
  readonly takingItFurther?: boolean;
}

/** The confirmation page's words, from schemas/messages/confirmation.json. */
export const confirmationMessages: typeof messages & {
  readonly takingItFurther: LinkedParagraph;
  readonly extraSupport: LinkedParagraph;
  readonly byOrigin: Readonly<Record<ConfirmationOrigin, OriginConfirmationMessages>>;
} = messages;

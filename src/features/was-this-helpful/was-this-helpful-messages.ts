import messages from '../../../schemas/messages/was-this-helpful.json';

/** One reason a customer may give for "No": its id is what analytics receives. */
export interface HelpfulReason {
  readonly id: string;
  readonly label: string;
}

/** The words of "Was this page helpful?", from schemas/messages/was-this-helpful.json. */
export const wasThisHelpfulMessages: typeof messages & {
  readonly reasons: readonly HelpfulReason[];
} = messages;

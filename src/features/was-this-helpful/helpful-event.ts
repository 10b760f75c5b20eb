import type { AnalyticsEvent } from '../../lib/analytics/data-layer.ts';
import { scrubText } from '../../lib/telemetry/scrub-text.ts';
import { config } from '../../site/config.ts';
import { wasThisHelpfulMessages } from './was-this-helpful-messages.ts';

/** What a "Was this page helpful?" is about: an article (by its label) or a journey's end. */
export interface HelpfulSubject {
  readonly about: 'article' | 'journey';
  /** The article's label (its address's last part), or the journey (the confirmation's origin). */
  readonly name: string;
  /** The article's category, or the kind of journey (complaint, enquiry, feedback). */
  readonly category: string;
}

/** A customer's answer: Yes, or No with the reasons ticked and the words typed (optional). */
export type HelpfulAnswer =
  | { readonly answer: 'yes' }
  | { readonly answer: 'no'; readonly reasons: readonly string[]; readonly comment: string };

/** The data layer's name of the event, beside 'pageView' (SPEC section 1). */
export const helpfulEventName = 'wasThisHelpful';

const knownReasons = new Set(wasThisHelpfulMessages.reasons.map((reason) => reason.id));

/**
 * The analytics event of one answer, sent through the data layer as the page view is, with no
 * personal data: the typed words and the search term are scrubbed as telemetry scrubs text
 * (emails, phone numbers, customer numbers, postcodes), and only the reasons' ids are kept, so
 * nothing else a page holds can ride along as a reason.
 */
export function helpfulEvent(
  subject: HelpfulSubject,
  answer: HelpfulAnswer,
  searchTerm: string,
): AnalyticsEvent {
  const no = answer.answer === 'no' ? answer : undefined;
  return {
    event: helpfulEventName,
    appName: config.monitoring.appName,
    about: subject.about,
    name: subject.name,
    category: subject.category,
    answer: answer.answer,
    reasons: no ? no.reasons.filter((reason) => knownReasons.has(reason)) : [],
    comment: no ? scrubText(no.comment.trim()) : '',
    searchTerm: scrubText(searchTerm.trim()),
  };
}

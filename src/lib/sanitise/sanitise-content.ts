import { sanitiseArticleHtml } from './sanitise-article-html.ts';
import { sanitiseDisplayText } from './sanitise-display-text.ts';

/** The two ways content HTML is sanitised: short display text, or article and deals markup. */
export type SanitiseKind = 'display' | 'article';

/** DOMPurify with each kind's configuration: the part of sanitising that loads on demand. */
export const sanitisers: Readonly<Record<SanitiseKind, (html: string) => string>> = {
  display: sanitiseDisplayText,
  article: sanitiseArticleHtml,
};

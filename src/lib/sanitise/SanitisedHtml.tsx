import { useMemo, useRef } from 'react';
import { sanitiseArticleHtml } from './sanitise-article-html.ts';
import { sanitiseDisplayText } from './sanitise-display-text.ts';
import { useInAppLinkClicks } from './use-in-app-link-clicks.ts';

export interface SanitisedHtmlProps {
  /** HTML from the content service, unsanitised. */
  readonly html: string;
  /** 'display' for short display text (a, sup, p, b); 'article' for article and deals markup. */
  readonly kind: 'display' | 'article';
  readonly as?: 'div' | 'span';
  readonly className?: string;
}

/**
 * Renders content HTML after DOMPurify, exactly as the sanitiser returned it: the output is never
 * modified or parsed again before it reaches the DOM (that is how mutation XSS gets in).
 * Clicks on links to this site's own pages navigate inside the app.
 */
export function SanitisedHtml({ html, kind, as: Tag = 'div', className }: SanitisedHtmlProps) {
  const clean = useMemo(
    () => (kind === 'article' ? sanitiseArticleHtml(html) : sanitiseDisplayText(html)),
    [html, kind],
  );
  const ref = useRef<HTMLElement>(null);
  useInAppLinkClicks(ref);
  return (
    <Tag
      ref={ref as React.RefObject<HTMLDivElement & HTMLSpanElement>}
      className={className}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

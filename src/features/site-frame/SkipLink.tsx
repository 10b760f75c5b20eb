import { siteCopy } from '../../site/site-copy.ts';

/** First focusable element: jumps past the header (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main-content">
      {siteCopy.skipLink}
    </a>
  );
}

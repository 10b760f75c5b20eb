import { helpCopy } from '../help-content-copy.ts';

/** Back-to-top link of the landing layouts: to the start of the main content (skip-link target). */
export function BackToTop() {
  return (
    <p className="back-to-top">
      <a href="#main-content">{helpCopy.backToTop}</a>
    </p>
  );
}

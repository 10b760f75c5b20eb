import { siteErrorWords } from '../../site/site-error-words.ts';
import { NeedsJavaScript } from './NeedsJavaScript.tsx';

/**
 * A whole page for a browser without JavaScript where only the app can render one (search
 * results, deals): the build writes it into index.html, shown only when scripting is off
 * (base.css); prerendered pages, which read without script, leave it out, and the app removes it.
 */
export function NeedsJavaScriptPage() {
  return (
    <main className="page-width needs-javascript">
      <h1>{siteErrorWords.pageNeedsJavaScriptTitle}</h1>
      <NeedsJavaScript what="page" />
    </main>
  );
}

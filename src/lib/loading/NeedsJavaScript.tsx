import { EmergencyNumberList } from '../recovery/EmergencyNumberList.tsx';
import { ContactOptionList } from '../recovery/ContactOptionList.tsx';
import { siteErrorWords } from '../../site/site-error-words.ts';

/**
 * What a browser without JavaScript shows where the app would be: that this form or page needs
 * it, the contact page and its ways to reach us (plain links, pages that work without script)
 * and the emergency numbers. On a prerendered form page it stands in place of a loading state
 * that would never end (base.css shows it only when scripting is off; the app renders over it
 * otherwise); on a page only the app can render, index.html holds it in a <noscript>.
 */
export function NeedsJavaScript({ what }: { readonly what: 'form' | 'page' }) {
  const words = siteErrorWords;
  return (
    <div className="needs-javascript">
      <p>
        {what === 'form' ? words.needsJavaScript : words.pageNeedsJavaScript}{' '}
        <a href={words.contactHref}>{words.contactLink}</a>.
      </p>
      <h2>{words.contactOptionsHeading}</h2>
      <ContactOptionList />
      <h2>{words.emergencyHeading}</h2>
      <EmergencyNumberList />
    </div>
  );
}

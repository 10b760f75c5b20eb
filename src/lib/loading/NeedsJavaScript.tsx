import { EmergencyNumberList } from '../recovery/EmergencyNumberList.tsx';
import { siteErrorWords } from '../../site/site-error-words.ts';

/**
 * On a prerendered page that needs the app (a form), what a browser without JavaScript shows in
 * place of a loading state that would never end: that it needs JavaScript, the way to the
 * contact page (a plain link, prerendered too) and the emergency numbers. base.css shows it, and
 * hides the loading state, only when scripting is off; the app renders over it otherwise.
 */
export function NeedsJavaScript() {
  const words = siteErrorWords;
  return (
    <div className="needs-javascript">
      <p>
        {words.needsJavaScript} <a href={words.contactHref}>{words.contactLink}</a>.
      </p>
      <h2>{words.emergencyHeading}</h2>
      <EmergencyNumberList />
    </div>
  );
}

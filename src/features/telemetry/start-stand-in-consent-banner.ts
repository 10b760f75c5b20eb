import { restoreStandInConsent } from '../../lib/consent/stand-in-consent.ts';
import {
  hideBuiltQuestionIfAnswered,
  showStandInConsentBanner,
} from './stand-in-consent-banner.ts';

// What OneTrust does as it loads: publish the stored choice to the page (the app's consent code
// takes it whether it comes before or after the app starts).
restoreStandInConsent();
hideBuiltQuestionIfAnswered(document);

// Run as a script of its own (async), which may run before the body is parsed: show the banner
// once it is, which is before the page's deferred scripts (the app) run.
if (document.readyState === 'loading') {
  document.addEventListener('readystatechange', () => showStandInConsentBanner(document), {
    once: true,
  });
} else {
  showStandInConsentBanner(document);
}

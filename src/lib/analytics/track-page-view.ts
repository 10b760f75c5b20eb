import { monitoringAppName } from '../../site/page-start-settings.ts';
import { createPageViewTracker } from './page-view.ts';

/**
 * The page's one page-view tracker, shared by the content-page script and the app: when the
 * app renders over a help page whose content changed, the page view is not sent twice.
 */
export const trackPageView = createPageViewTracker(monitoringAppName);

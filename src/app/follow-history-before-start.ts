import type { AnyRouter } from '@tanstack/react-router';

/**
 * The router follows Back and Forward only once the app has rendered (it listens from its first
 * render on). Back pressed before that, as on a page just loaded in full to fetch a new
 * release's code, changed the address but left the page the customer had moved away from:
 * until the app's first render, each move loads the page the address now shows.
 */
export function followHistoryBeforeStart(router: AnyRouter): void {
  const stopFollowing = router.history.subscribe(() => void router.load());
  const stopWaiting = router.subscribe('onRendered', () => {
    stopFollowing();
    stopWaiting();
  });
}

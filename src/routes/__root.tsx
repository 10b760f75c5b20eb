import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { RouterContext } from '../app/router';
import { config } from '../app/config';
import { SkipLink } from '../app/layout/SkipLink';
import { SiteFooter } from '../app/layout/SiteFooter';
import { focusPageHeading } from '../app/layout/focus-page-heading';
import { SiteHeader } from '../features/site-header/SiteHeader';
import { headerConfigurationQuery } from '../features/site-header/header-configuration';
import { TelemetryBootstrap } from '../features/telemetry/TelemetryBootstrap';
import { createPageViewTracker } from '../lib/analytics/page-view';
import { settleBeforePaint } from '../lib/content/settle-before-paint';
import { forgetDraftsOnSignOut } from '../lib/storage/forget-drafts-on-sign-out';

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's content is asked for beside the page's own, so the first paint has the whole
  // header and the page below it does not move when it arrives (without it, the brand shows).
  loader: ({ context: { queryClient } }) =>
    settleBeforePaint(queryClient, headerConfigurationQuery),
  component: RootLayout,
});

const trackPageView = createPageViewTracker(config.monitoring.appName);
// Journey drafts survive reloads in this tab; a sign-out must forget them (SPEC section 4).
forgetDraftsOnSignOut();

function RootLayout() {
  const router = useRouter();
  useEffect(() => {
    trackPageView(router.state.location.pathname);
    return router.subscribe('onResolved', ({ toLocation, pathChanged, fromLocation }) => {
      trackPageView(toLocation.pathname);
      // Focus moves only on a real change of page, not on first load or a query change.
      if (fromLocation && pathChanged) focusPageHeading(document);
    });
  }, [router]);

  return (
    <>
      {/* Consent-gated monitoring; on the stub, the cookie banner, which GOV.UK puts first. */}
      <TelemetryBootstrap />
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SkipLink } from '../features/site-frame/SkipLink.tsx';
import { SiteFooter } from '../features/site-frame/SiteFooter.tsx';
import { focusPageHeading } from '../features/site-frame/focus-page-heading.ts';
import { SiteHeader } from '../features/site-frame/SiteHeader.tsx';
import { headerConfigurationQuery } from '../features/site-frame/header-configuration.ts';
import { TelemetryBootstrap } from '../features/telemetry/TelemetryBootstrap.tsx';
import { trackPageView } from '../lib/analytics/track-page-view.ts';
import { whenPageShown } from '../lib/analytics/when-page-shown.ts';
import { settleBeforePaint } from '../lib/content/settle-before-paint.ts';
import { forgetDraftsOnSignOut } from '../lib/storage/forget-drafts-on-sign-out.ts';

/** What every route's loader can use: the one query cache, so loaders and components share it. */
export interface RouterContext {
  readonly queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The header's content is asked for beside the page's own, so the first paint has the whole
  // header and the page below it does not move when it arrives (without it, the brand shows).
  loader: ({ context: { queryClient } }) =>
    settleBeforePaint(queryClient, headerConfigurationQuery),
  component: RootLayout,
});

// Journey drafts survive reloads in this tab; a sign-out must forget them (SPEC section 4).
forgetDraftsOnSignOut();

function RootLayout() {
  const router = useRouter();
  useEffect(() => {
    // A page the browser prerendered for a link counts once the visitor goes to it.
    whenPageShown(() => trackPageView(router.state.location.pathname));
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

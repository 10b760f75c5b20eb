import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { config } from '../../app/config';
import { bootTelemetry } from './boot-telemetry';

/** The banner, as an element made once when its chunk arrives. */
type Banner = ReactElement;

const bannerOf = (component: ComponentType): Banner => createElement(component);

// Only the embedded stub shows the stand-in banner; a production build never fetches its chunk.
// Asked for as this module loads, beside the page's own requests, not after the first render.
let loadedBanner: Banner | undefined;
const bannerModule: Promise<Banner> | undefined = config.embeddedStub
  ? import('./StandInConsentBanner').then(
      (module) => (loadedBanner = bannerOf(module.StandInConsentBanner)),
    )
  : undefined;

/**
 * The stand-in banner once its chunk is here: at once when it arrived before the first render
 * (the usual case), so it paints with the page. Not React.lazy, which suspends on first render
 * even for a loaded chunk and then shows it up to 300 ms later (React's reveal throttle).
 */
function useStandInBanner(): Banner | undefined {
  const [banner, setBanner] = useState<Banner | undefined>(() => loadedBanner);
  useEffect(() => {
    if (banner || !bannerModule) return;
    let current = true;
    bannerModule.then(
      (loaded) => current && setBanner(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [banner]);
  return banner;
}

/**
 * Mounted once by the root layout: starts consent-gated monitoring and the personalisation
 * beacon (both load their heavy parts lazily), and on the embedded stub shows the stand-in
 * consent banner.
 */
export function TelemetryBootstrap() {
  useEffect(() => bootTelemetry(), []);
  return useStandInBanner() ?? null;
}

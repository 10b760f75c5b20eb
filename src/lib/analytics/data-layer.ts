import { scrubDeep } from '../telemetry/scrub-text.ts';

/** One event in the analytics data layer. */
export type AnalyticsEvent = Readonly<Record<string, unknown> & { event: string }>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/**
 * Pushes an event to window.dataLayer, creating it if the tag manager has not. Every string in
 * it is scrubbed as monitoring scrubs text (issue 37), whoever built it: a logged error's message
 * or a customer's comment can hold personal data, and this is the data layer's one way in.
 */
export function pushToDataLayer(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(scrubDeep(event));
}

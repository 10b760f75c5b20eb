/** One event in the analytics data layer. */
export type AnalyticsEvent = Readonly<Record<string, unknown> & { event: string }>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

/** Pushes an event to window.dataLayer, creating it if the tag manager has not. */
export function pushToDataLayer(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

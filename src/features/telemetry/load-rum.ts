/**
 * The only place the RUM library is referenced at run time: a dynamic import, so it is a
 * separate chunk fetched only after analytics consent, and a visitor who never consents never
 * downloads it (issue 6). `rum-import.test.ts` keeps it that way.
 */
export const loadRum = () => import('@datadog/browser-rum');

/** The RUM module's shape, for injecting a stand-in in tests. */
export type RumModule = Awaited<ReturnType<typeof loadRum>>;

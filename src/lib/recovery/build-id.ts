/**
 * This build's id, written by the build beside the site as version.json (never cached). Node
 * code that runs the site's modules outside Vite (the schema check, the bench) has no
 * import.meta.env.
 */
export const buildId: string = import.meta.env?.VITE_BUILD_ID ?? 'development';

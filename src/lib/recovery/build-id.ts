/** This build's id, written by the build beside the site as version.json (never cached). */
// Build-time tools load this module outside Vite (tsx), where import.meta.env is not defined.
export const buildId: string = import.meta.env?.VITE_BUILD_ID ?? 'development';

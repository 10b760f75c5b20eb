/** This build's id, written by the build beside the site as version.json (never cached). */
export const buildId: string = import.meta.env.VITE_BUILD_ID ?? 'development';

import { serviceOutagePath } from './service-outage-path.ts';

/**
 * Paths of the content service's payloads (SPEC section 7), relative to the content base URL.
 * The stub serves content-fixtures/ at these same paths.
 */
export const contentPaths = {
  headerConfiguration: '/aem6/content/sysadmin/header-configuration.json',
  categories: '/aem6/content/dam/britishgas/help-categories/categories.json',
  article: (category: string, article: string) =>
    `/aem6/content/britishgas/help/${encodeURIComponent(category)}/${encodeURIComponent(article)}.html`,
  deals: '/aem6/content/britishgas/help/deals.html',
  meterRead: '/json/help/meter-read/submit-meter-read.json',
  serviceOutage: serviceOutagePath,
  /** The home page's video support strip (schemas/content/help-videos.schema.json). */
  helpVideos: '/aem6/content/dam/britishgas/help-videos/videos.json',
  /** The form and global scripts a page flagged nucleusContent loads (SPEC section 2). */
  nucleusScripts: [
    '/aem6/etc.clientlibs/nucleus/clientlibs/forms.js',
    '/aem6/etc.clientlibs/nucleus/clientlibs/global.js',
  ],
} as const;

/** Path prefixes the content and outage services answer under. */
export const contentPathPrefixes = ['/aem6/', '/json/help/', '/serviceoutages/'] as const;

/** Asks the content service for a fresh copy (SPEC section 7: max-age=0). */
export const noCacheHeaders = { 'Cache-Control': 'max-age=0' } as const;

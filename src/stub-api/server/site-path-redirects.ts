import type { IncomingMessage, ServerResponse } from 'node:http';
import { isKnownSitePath } from '../../site/known-site-paths.ts';
import { basePath } from '../../site/site-paths.ts';

type Next = (error?: unknown) => void;

/**
 * Server-side route rules (SPEC section 2), so they hold without JavaScript too: a trailing
 * slash redirects to the path without it (e.g. submit-meter-read/), home without its slash to
 * home's own address (as docs/hosting/nginx.conf does: a content link names /help-and-support),
 * and a path that can be no page of this site redirects to the main site's page-not-found page.
 */
export function sitePathRedirects(mainSitePageNotFound: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const [path = '/', query] = (req.url ?? '/').split('?', 2);
    const isSitePage =
      req.method === 'GET' && (path === basePath || path.startsWith(`${basePath}/`));
    const lastSegment = path.replace(/\/$/, '').split('/').pop() ?? '';
    const isAssetOrTool =
      lastSegment.includes('.') ||
      path.includes('/@') ||
      path.includes('/__') ||
      path.includes('/node_modules/') ||
      path.includes('/src/');
    if (!isSitePage || isAssetOrTool) {
      next();
      return;
    }
    if (path === basePath) {
      res.statusCode = 301;
      res.setHeader('Location', `${basePath}/${query ? `?${query}` : ''}`);
      res.end();
      return;
    }
    const relative = path.slice(basePath.length).replace(/^\//, '');
    if (relative.endsWith('/')) {
      res.statusCode = 301;
      res.setHeader(
        'Location',
        `${basePath}/${relative.replace(/\/+$/, '')}${query ? `?${query}` : ''}`,
      );
      res.end();
      return;
    }
    if (!isKnownSitePath(relative)) {
      res.statusCode = 302;
      res.setHeader('Location', mainSitePageNotFound);
      res.end();
      return;
    }
    next();
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { basePath } from '../../site/site-paths.ts';

type Next = (error?: unknown) => void;

const titles: Record<string, string> = {
  '/page-not-found.html': 'Page not found',
  '/404.html': 'Page not found',
  '/meterreads': 'Meter readings',
  '/logout': 'You have been signed out',
  '/identity/logout': 'You have been signed out',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Plain stand-in pages for the main-site addresses this site sends people to, so no redirect
 * ends in a dead end on the embedded stub. Production never serves these.
 */
export function mainSiteStandIns(req: IncomingMessage, res: ServerResponse, next: Next): void {
  const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
  const isPage = req.method === 'GET' && !path.startsWith(`${basePath}/`) && path !== basePath;
  const looksLikeAsset =
    /\.(?:js|css|map|ico|png|svg|json|woff2?)$/.test(path) || path.includes('/@');
  if (!isPage || looksLikeAsset || path === '/') {
    next();
    return;
  }
  const title = titles[path] ?? 'Main site page';
  const signedOut = path === '/logout' || path === '/identity/logout';
  res.statusCode = path === '/page-not-found.html' || path === '/404.html' ? 404 : 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (signedOut) {
    // Signing out clears the demo sign-in cookies, as the real identity service would.
    res.setHeader('Set-Cookie', [
      'cognito_id_token=; Path=/; Max-Age=0; SameSite=Lax',
      'access_token=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  }
  res.end(`<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:1.1875rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0b0c0c}a{color:#1d4ed8}</style>
</head><body><main>
<h1>${escapeHtml(title)}</h1>
<p>This is a stand-in for the main site page <code>${escapeHtml(path)}</code>, served by the embedded stub.</p>
<p><a href="${basePath}/">Go to Help &amp; Support</a></p>
</main></body></html>`);
}

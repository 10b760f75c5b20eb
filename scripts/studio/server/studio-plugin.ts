import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { readConfig } from '../../../src/site/read-config.ts';
import { basePath } from '../../../src/site/site-paths.ts';
import { requestGuard } from './request-guard.ts';
import { studioOriginOf, studioPath } from './studio-address.ts';
import { framedPreviewHeaders, studioPageHeaders } from './studio-headers.ts';
import { studioApiPath, type StudioApi } from './studio-api.ts';

export interface StudioPluginOptions {
  readonly port: number;
  /** Answers the studio's JSON API (studio-api.ts). */
  readonly api: StudioApi;
  /**
   * The studio run for a team (decision 061): the origin editors open (behind the reverse
   * proxy), the gate that lets in signed-in editors only, and who a request's editor is.
   */
  readonly team?: {
    readonly origin: string;
    readonly gate: Connect.NextHandleFunction;
    readonly editorOf: (req: IncomingMessage) => { name: string; email: string } | undefined;
    /** The identity provider's origin, where the sign-in page's form leads. */
    readonly signInOrigin: string;
    /** Paths of the provider the embedded stub stands in for on this origin (request-guard.ts). */
    readonly standIns?: readonly string[];
  };
}

const pathnameOf = (url: string): string => url.split(/[?#]/, 1)[0] ?? url;

/**
 * Makes a response of the forms preview one the studio may frame: whichever of the site's
 * middlewares sets its security headers later, these framing headers win.
 */
function framable(res: ServerResponse, headers: Record<string, string>): void {
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    setHeader(name, byName.get(name.toLowerCase()) ?? value);
  for (const [name, value] of Object.entries(headers)) setHeader(name, value);
}

/**
 * The site's own tags that its plugins add to every page's head (the consent banner's stand-in,
 * the app's fallback and early requests): the studio is no page of the site, so it has none.
 */
const siteHeadTags =
  /<(script|link)\b[^>]*\bdata-(app-only|stand-in-consent-banner)\b[^>]*>(<\/script>)?\s*/g;

/**
 * The studio's HTML entry through Vite (its client and React's refresh preamble), read afresh
 * each time so an edit to it shows on reload.
 */
async function studioPage(
  server: ViteDevServer,
  url: string,
  editor?: { name: string; email: string },
): Promise<string> {
  const html = readFileSync(path.join(server.config.root, 'scripts/studio/app/index.html'), 'utf8');
  const page = (await server.transformIndexHtml(url, html)).replace(siteHeadTags, '');
  return editor ? page.replace('</head>', `${editorMeta(editor)}</head>`) : page;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Who is signed in, for the page's header and account page (the studio run for a team). */
const editorMeta = (editor: { name: string; email: string }) =>
  `<meta name="studio-editor" content="${escapeHtml(editor.name)}" data-email="${escapeHtml(editor.email)}">`;

/**
 * The forms studio on the site's own dev server (decision 041), added only by `npm run studio`
 * (start-studio.ts), never by vite.config.ts, so neither `npm run dev` nor the build has it:
 * first a guard that refuses any request not from the studio's own pages (request-guard.ts),
 * then the studio's pages at /studio/ (scripts/studio/app/, served through Vite so they use the site's
 * form engine and styles), its JSON API at /studio/api/ and the forms preview made frameable
 * by the studio.
 */
export function studioPlugins({ port, api, team }: StudioPluginOptions): Plugin[] {
  const origin = team?.origin ?? studioOriginOf(port);
  const guard: Plugin = {
    name: 'help-and-support:studio-guard',
    apply: 'serve',
    // Before every other plugin's middleware: nothing answers a refused request.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(requestGuard(() => origin, team?.standIns));
      // For a team: then only signed-in editors, past the sign-in pages.
      if (team) server.middlewares.use(team.gate);
    },
  };
  const pages: Plugin = {
    name: 'help-and-support:studio',
    apply: 'serve',
    // Before the embedded stub's stand-ins for the main site, which answer any other path.
    enforce: 'pre',
    configureServer(server) {
      const config = readConfig(server.config.env);
      const handle: Connect.NextHandleFunction = (req, res, next) => {
        const url = req.url ?? '/';
        const pathname = pathnameOf(url);
        if (pathname === '/' || pathname === '/studio') {
          res.statusCode = 302;
          res.setHeader('Location', studioPath);
          res.end();
          return;
        }
        if (pathname.startsWith(studioApiPath)) {
          api.handle(req, res).catch(next);
          return;
        }
        if (pathname.startsWith(studioPath) && (req.method === 'GET' || req.method === 'HEAD')) {
          studioPage(server, url, team?.editorOf(req))
            .then((html) => {
              for (const [name, value] of Object.entries(
                studioPageHeaders(config, url, team?.signInOrigin),
              )) {
                res.setHeader(name, value);
              }
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.end(html);
            })
            .catch(next);
          return;
        }
        if (pathname.startsWith(`${basePath}/forms-preview/`)) {
          framable(res, framedPreviewHeaders(config));
        }
        next();
      };
      server.middlewares.use(handle);
    },
  };
  return [guard, pages];
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect } from 'vite';
import { basePath } from '../../../src/site/site-paths.ts';
import { serverWord } from '../server/server-words.ts';
import type { Editor, EditorSessions } from './editor-session.ts';
import { teamPaths } from './team-paths.ts';
import type { TeamSettings } from './team-settings.ts';

/** Pages anyone may open: signing in starts there. */
const openPages: readonly string[] = [teamPaths.signIn, teamPaths.signedIn, teamPaths.signedOut];

/**
 * What only a signed-in editor may reach: the studio, its API and the forms preview it frames.
 * The dev server's modules (under the site's base path) stay open: the sign-in pages need them,
 * and they are the project's code as every copy holds it.
 */
const signedInOnly = (pathname: string) =>
  pathname === '/' ||
  pathname === '/studio' ||
  pathname.startsWith('/studio/') ||
  pathname.startsWith(`${basePath}/forms-preview`);

const largestSignIn = 16_000;

function answer(res: ServerResponse, status: number, body: object, cookies: string[] = []) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string, cookies: string[] = []) {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.end();
}

async function jsonOf(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) return undefined;
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > largestSignIn) return undefined;
  }
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Who an access token belongs to, as the identity provider's userinfo says; undefined: nobody. */
export async function editorOfToken(
  userInfoUrl: string,
  accessToken: string,
  fetcher: typeof fetch = fetch,
): Promise<Editor | undefined> {
  try {
    const response = await fetcher(userInfoUrl, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const info = (await response.json()) as Record<string, unknown>;
    const { sub, name, email } = info;
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email) return undefined;
    return { id: sub, name: typeof name === 'string' && name ? name : email, email };
  } catch {
    return undefined;
  }
}

/**
 * The studio run for a team lets in signed-in editors only (decision 061). Sign-in is the
 * implicit flow the site uses with its identity provider: "Sign in" sends the browser to the
 * provider's authorize address with the studio's client id, its callback and a one-time state
 * kept in a cookie; the callback page posts the access token and the state back here, the state
 * is checked, the provider's userinfo names the editor and a signed session cookie is set. The
 * token is never kept, never in an address the server sees and never logged. Without a
 * session, the studio's pages send the browser to sign in and its API answers 401.
 */
export function teamGate(options: {
  readonly settings: TeamSettings;
  readonly sessions: EditorSessions;
  /** Called once an editor is signed in, before they are let in (their copy is made here). */
  readonly onSignIn?: (editor: Editor) => void;
  readonly fetcher?: typeof fetch;
}): Connect.NextHandleFunction {
  const { settings, sessions } = options;
  const startSignIn = (res: ServerResponse) => {
    const { state, cookie } = sessions.startSignIn();
    const url = new URL(settings.identity.authorizeUrl);
    url.searchParams.set('response_type', 'token');
    url.searchParams.set('client_id', settings.identity.clientId);
    url.searchParams.set('redirect_uri', `${settings.publicOrigin}${teamPaths.signedIn}`);
    url.searchParams.set('state', state);
    redirect(res, url.toString(), [cookie]);
  };
  const finishSignIn = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await jsonOf(req);
    const refused = () =>
      answer(res, 403, { refused: serverWord('signInRefused') }, [sessions.endSignIn()]);
    if (!body || typeof body.accessToken !== 'string' || !body.accessToken) return refused();
    if (!sessions.acceptsState(req.headers, body.state)) return refused();
    const editor = await editorOfToken(
      settings.identity.userInfoUrl,
      body.accessToken,
      options.fetcher,
    );
    if (!editor) return refused();
    options.onSignIn?.(editor);
    answer(res, 200, { next: '/studio/' }, [sessions.endSignIn(), sessions.signIn(editor)]);
  };

  return (req, res, next) => {
    const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    const method = req.method ?? 'GET';
    const editor = sessions.editorOf(req.headers);
    if (method === 'POST' && pathname === teamPaths.signIn) return startSignIn(res);
    if (method === 'POST' && pathname === teamPaths.signedIn) {
      finishSignIn(req, res).catch(next);
      return;
    }
    if (method === 'POST' && pathname === teamPaths.signOut) {
      return redirect(res, teamPaths.signedOut, [sessions.signOut(editor)]);
    }
    if (pathname === teamPaths.signIn && editor) return redirect(res, '/studio/');
    if (openPages.includes(pathname) || editor || !signedInOnly(pathname)) return next();
    if (pathname.startsWith('/studio/api/')) {
      return answer(res, 401, { refused: serverWord('signInNeeded') });
    }
    if (method === 'GET' || method === 'HEAD') return redirect(res, teamPaths.signIn);
    return answer(res, 401, { refused: serverWord('signInNeeded') });
  };
}

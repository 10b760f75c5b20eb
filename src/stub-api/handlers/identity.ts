import { http, HttpResponse } from 'msw';
import copy from '../../../schemas/messages/identity.json' with { type: 'json' };
import { basePath } from '../../site/site-paths.ts';
import { accessTokenCookie, identityTokenCookie } from '../../site/sign-in-cookie-names.ts';
import { sampleCustomers } from '../data/sample-customers.ts';
import { editorByAccessToken, sampleEditors } from '../data/sample-editors.ts';

/** Where the demo sign-in page posts the chosen customer. */
export const demoSignInPath = '/identity/authorize/sign-in';
const callbackPath = `${basePath}/auth-callback`;
/**
 * The forms studio run for a team (decision 061) is a client of its own, registered with its own
 * callback; its accounts are the sample editors, not customers.
 */
export const studioClientId = 'forms-studio';
const studioCallbackPath = '/studio/signed-in';
const callbackOf = (clientId: string) =>
  clientId === studioClientId ? studioCallbackPath : callbackPath;
const tokenLifetimeSeconds = 3600;
const words = copy.demoSignIn;

interface SignInRequest {
  readonly redirectUri: string;
  readonly state: string;
  readonly clientId: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Checks an implicit-flow request as a real identity service would: response_type=token, a client
 * id, a state, and a redirect to this origin's registered callback only, so the stub can never be
 * used to send tokens elsewhere.
 */
function readSignInRequest(params: URLSearchParams, origin: string): SignInRequest | undefined {
  const redirectUri = params.get('redirect_uri') ?? '';
  const state = params.get('state') ?? '';
  const clientId = params.get('client_id') ?? '';
  if (params.get('response_type') !== 'token' || !clientId || !state || state.length > 4096) {
    return undefined;
  }
  try {
    const target = new URL(redirectUri);
    if (
      target.origin !== origin ||
      target.pathname !== callbackOf(clientId) ||
      target.search ||
      target.hash
    )
      return undefined;
  } catch {
    return undefined;
  }
  return { redirectUri, state, clientId };
}

function page(title: string, body: string, status = 200) {
  return new HttpResponse(
    `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<style>body{font:1.1875rem/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#0b0c0c}
fieldset{border:0;padding:0;margin:0 0 1.5rem}legend{font-weight:700;font-size:1.5rem;margin-bottom:.75rem}
label{display:block;padding:.5rem 0}input{width:1.5rem;height:1.5rem;vertical-align:middle;margin-right:.5rem}
button{font:inherit;font-weight:700;background:#00703c;color:#fff;border:0;padding:.5rem 1rem;box-shadow:0 2px 0 #002d18;cursor:pointer}
:focus-visible{outline:3px solid #fd0;outline-offset:0;box-shadow:0 -2px #fd0,0 4px #0b0c0c}a{color:#1a4f9c}</style>
</head><body><main>${body}</main></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      },
    },
  );
}

function invalidRequestPage() {
  return page(
    words.invalidTitle,
    `<h1>${escapeHtml(words.invalidTitle)}</h1><p>${escapeHtml(words.invalidBody)}</p>
<p><a href="${basePath}/">${escapeHtml(words.cancel)}</a></p>`,
    400,
  );
}

function chooserPage(request: SignInRequest) {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const forStudio = request.clientId === studioClientId;
  const accounts = forStudio
    ? sampleEditors.map((editor) => ({ key: editor.key, words: words.editors[editor.key] }))
    : sampleCustomers.map((customer) => ({
        key: customer.key,
        words: words.customers[customer.key],
      }));
  const choices = accounts
    .map(
      (account, index) =>
        `<label><input type="radio" name="customer" value="${account.key}"${index === 0 ? ' checked' : ''}>${escapeHtml(account.words)}</label>`,
    )
    .join('\n');
  return page(
    words.title,
    `<h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(forStudio ? words.editorIntro : words.intro)}</p>
<form method="post" action="${demoSignInPath}">
${hidden('response_type', 'token')}${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('state', request.state)}
<fieldset><legend>${escapeHtml(words.legend)}</legend>
${choices}
</fieldset>
<button type="submit">${escapeHtml(words.button)}</button>
</form>
<p><a href="${basePath}/">${escapeHtml(words.cancel)}</a></p>`,
  );
}

/**
 * The embedded stub's stand-in identity service (issue 6): the authorize address shows a demo
 * sign-in page listing the sample customers; choosing one sets the two sign-in cookies and sends
 * the browser back to the callback with the tokens in the fragment, as the implicit flow does.
 * Mounted only with the embedded stub, so never part of a production build.
 */
export function identityHandlers() {
  return [
    http.get('*/identity/authorize', ({ request }) => {
      const url = new URL(request.url);
      const signIn = readSignInRequest(url.searchParams, url.origin);
      return signIn ? chooserPage(signIn) : invalidRequestPage();
    }),
    http.post(`*${demoSignInPath}`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const signIn = readSignInRequest(form, new URL(request.url).origin);
      if (signIn?.clientId === studioClientId) return editorSignedIn(signIn, form.get('customer'));
      const customer = sampleCustomers.find((sample) => sample.key === form.get('customer'));
      if (!signIn || !customer) return invalidRequestPage();
      const fragment = new URLSearchParams({
        access_token: customer.accessToken,
        id_token: customer.idToken,
        token_type: 'Bearer',
        expires_in: String(tokenLifetimeSeconds),
        state: signIn.state,
      });
      const cookie = (name: string, value: string) =>
        `${name}=${value}; Path=/; Max-Age=${tokenLifetimeSeconds}; SameSite=Lax`;
      const headers = new Headers({ Location: `${signIn.redirectUri}#${fragment}` });
      headers.append('Set-Cookie', cookie(identityTokenCookie, customer.idToken));
      headers.append('Set-Cookie', cookie(accessTokenCookie, customer.accessToken));
      return new HttpResponse(null, { status: 303, headers });
    }),
    // Whose an access token is, as an OpenID provider's userinfo answers: the studio asks it
    // once an editor has signed in. Only the sample editors' tokens are known here.
    http.get('*/identity/userinfo', ({ request }) => {
      const editor = editorByAccessToken(request);
      if (!editor) return HttpResponse.json({ error: 'invalid_token' }, { status: 401 });
      return HttpResponse.json(
        { sub: editor.sub, name: editor.name, email: editor.email },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }),
  ];
}

/**
 * An editor chosen for the studio: back to the studio's callback with the access token in the
 * fragment (the implicit flow, as for customers). No cookie: the studio keeps its own session.
 */
function editorSignedIn(signIn: SignInRequest, chosen: string | null) {
  const editor = sampleEditors.find((sample) => sample.key === chosen);
  if (!editor) return invalidRequestPage();
  const fragment = new URLSearchParams({
    access_token: editor.accessToken,
    token_type: 'Bearer',
    expires_in: String(tokenLifetimeSeconds),
    state: signIn.state,
  });
  return new HttpResponse(null, {
    status: 303,
    headers: { Location: `${signIn.redirectUri}#${fragment}` },
  });
}

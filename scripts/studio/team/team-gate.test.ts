import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { editorSessions, type Editor } from './editor-session.ts';
import { teamGate } from './team-gate.ts';
import { teamSettingsOf } from './team-settings.ts';

const settings = teamSettingsOf(
  {
    STUDIO_MODE: 'team',
    STUDIO_REMOTE: '/srv/git/help-site.git',
    STUDIO_WORKSPACES: '/srv/studio',
    STUDIO_SESSION_SECRET: 'a secret of at least thirty-two characters',
    STUDIO_PUBLIC_ORIGIN: 'https://studio.example.org',
    STUDIO_IDENTITY_AUTHORIZE_URL: 'https://id.example.org/authorize',
    STUDIO_IDENTITY_USERINFO_URL: 'https://id.example.org/userinfo',
  },
  4180,
);
if (!settings) throw new Error('The test needs team settings');
const sessions = editorSessions({ secret: settings.sessionSecret, hours: 8, secure: true });
const amira: Editor = { id: 'editor-1', name: 'Amira Khan', email: 'amira.khan@example.com' };

/** The provider's userinfo: Amira for her token, nobody for any other. */
const asked: { url: string; authorization: string | null }[] = [];
const fetcher = ((url: string, init: RequestInit) => {
  const authorization = new Headers(init.headers).get('authorization');
  asked.push({ url, authorization });
  return Promise.resolve(
    authorization === 'Bearer amiras-token'
      ? Response.json({ sub: amira.id, name: amira.name, email: amira.email })
      : Response.json({ error: 'invalid_token' }, { status: 401 }),
  );
}) as typeof fetch;

const signedIn: Editor[] = [];
const gate = teamGate({ settings, sessions, fetcher, onSignIn: (editor) => signedIn.push(editor) });

interface Answer {
  status: number | 'passed';
  location?: string;
  cookies: string[];
  body: string;
}

/** One request through the gate, with the cookies named. */
async function request(
  method: string,
  url: string,
  options: { cookies?: string[]; json?: object } = {},
): Promise<Answer> {
  const body = options.json ? JSON.stringify(options.json) : '';
  const req = Object.assign(Readable.from(body ? [body] : []), {
    method,
    url,
    headers: {
      ...(options.json ? { 'content-type': 'application/json' } : {}),
      cookie: (options.cookies ?? []).map((cookie) => cookie.split(';')[0]).join('; '),
    },
  }) as unknown as IncomingMessage;
  return new Promise((resolve, reject) => {
    const headers = new Map<string, string | string[]>();
    const res = {
      statusCode: 200,
      setHeader: (name: string, value: string | string[]) => headers.set(name.toLowerCase(), value),
      end(text?: string) {
        resolve({
          status: this.statusCode,
          location: headers.get('location') as string | undefined,
          cookies: [headers.get('set-cookie') ?? []].flat(),
          body: text ?? '',
        });
      },
    };
    gate(req, res as unknown as ServerResponse, (error?: unknown) =>
      error ? reject(error as Error) : resolve({ status: 'passed', cookies: [], body: '' }),
    );
  });
}

describe('signing in to the studio run for a team (decision 061)', () => {
  it('sends a visitor without a session to sign in, and refuses the API to them', async () => {
    expect(await request('GET', '/studio/forms/feedback-details')).toMatchObject({
      status: 303,
      location: '/studio/sign-in',
    });
    expect(await request('GET', '/help-and-support/forms-preview/feedback-details')).toMatchObject({
      status: 303,
    });
    const api = await request('POST', '/studio/api/commit', { json: { branch: 'x' } });
    expect(api.status).toBe(401);
    expect(api.body).toContain('Sign in again to go on');
    // The sign-in pages themselves, the stand-in provider and the page's modules stay open.
    for (const open of ['/studio/sign-in', '/studio/signed-in', '/identity/authorize']) {
      expect((await request('GET', open)).status).toBe('passed');
    }
  });

  it("goes to the provider's authorize address with the studio's client, callback and a one-time state", async () => {
    const started = await request('POST', '/studio/sign-in');
    expect(started.status).toBe(303);
    const to = new URL(started.location ?? '');
    expect(to.origin + to.pathname).toBe('https://id.example.org/authorize');
    expect(Object.fromEntries(to.searchParams)).toEqual({
      response_type: 'token',
      client_id: 'forms-studio',
      redirect_uri: 'https://studio.example.org/studio/signed-in',
      state: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(started.cookies[0]).toMatch(/^studio_sign_in=.*HttpOnly; SameSite=Strict; Secure$/);
  });

  it('signs in the editor userinfo names for the token, once the state is this browser’s', async () => {
    const started = await request('POST', '/studio/sign-in');
    const state = new URL(started.location ?? '').searchParams.get('state');
    const finished = await request('POST', '/studio/signed-in', {
      cookies: started.cookies,
      json: { accessToken: 'amiras-token', state },
    });
    expect(finished.status).toBe(200);
    expect(asked.at(-1)).toEqual({
      url: 'https://id.example.org/userinfo',
      authorization: 'Bearer amiras-token',
    });
    expect(signedIn.at(-1)).toEqual(amira);
    const session = finished.cookies.find((cookie) => cookie.startsWith('studio_session='));
    expect(session).toMatch(/HttpOnly; SameSite=Strict; Secure$/);
    // The one-time state is used up.
    expect(finished.cookies).toContainEqual(expect.stringMatching(/^studio_sign_in=; .*Max-Age=0/));
    // Now the studio lets them in; the sign-in page sends them on.
    const cookies = [session ?? ''];
    expect((await request('GET', '/studio/forms/feedback-details', { cookies })).status).toBe(
      'passed',
    );
    expect(await request('GET', '/studio/sign-in', { cookies })).toMatchObject({
      status: 303,
      location: '/studio/',
    });
    // Signing out ends the session in the browser.
    const out = await request('POST', '/studio/sign-out', { cookies });
    expect(out).toMatchObject({ status: 303, location: '/studio/signed-out' });
    expect(out.cookies[0]).toMatch(/^studio_session=; .*Max-Age=0/);
  });

  it('refuses a state from another browser, a token nobody owns, and a request without either', async () => {
    const started = await request('POST', '/studio/sign-in');
    const state = new URL(started.location ?? '').searchParams.get('state');
    const other = await request('POST', '/studio/sign-in');
    const tries = [
      { cookies: other.cookies, json: { accessToken: 'amiras-token', state } },
      { cookies: started.cookies, json: { accessToken: 'someone-elses', state } },
      { cookies: started.cookies, json: { state } },
      { cookies: started.cookies },
    ];
    for (const attempt of tries) {
      const refused = await request('POST', '/studio/signed-in', attempt);
      expect(refused.status).toBe(403);
      expect(refused.cookies.join()).not.toMatch(/studio_session=[^;]/);
    }
  });
});

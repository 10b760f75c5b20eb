import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** An editor as the identity provider names them. */
export interface Editor {
  /** The provider's stable id for them (never shown, never in an address or a log). */
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** The cookie holding a signed-in editor's session. */
export const sessionCookie = 'studio_session';
/** The cookie holding the one-time value of a sign-in under way. */
export const signInStateCookie = 'studio_sign_in';
/** A sign-in not finished within this time is refused. */
const signInMinutes = 10;

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Sessions signed with the service's secret (HMAC-SHA256): the cookie carries the editor and
 * when the session ends, so a restart signs nobody out, and a cookie changed by hand or signed
 * with another secret is refused. The cookie is HttpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it) and Secure when the studio is served over https.
 */
export function editorSessions(options: {
  readonly secret: string;
  readonly hours: number;
  readonly secure: boolean;
  readonly now?: () => number;
}) {
  const now = options.now ?? Date.now;
  /**
   * When each editor last signed out, by id: a cookie issued before is refused from then on, so
   * signing out ends every copy of the session, not only the browser's (until a restart).
   */
  const signedOutAt = new Map<string, number>();
  const signatureOf = (payload: string) =>
    createHmac('sha256', options.secret).update(payload).digest('base64url');
  const attributes = (maxAge: number) =>
    `Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${options.secure ? '; Secure' : ''}`;

  const signed = (value: object) => {
    const payload = base64url(JSON.stringify(value));
    return `${payload}.${signatureOf(payload)}`;
  };
  const opened = (cookie: string | undefined): Record<string, unknown> | undefined => {
    const [payload = '', signature = '', extra] = (cookie ?? '').split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = Buffer.from(signatureOf(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    try {
      const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      if (typeof value !== 'object' || value === null) return undefined;
      const record = value as Record<string, unknown>;
      return typeof record.until === 'number' && record.until > now() ? record : undefined;
    } catch {
      return undefined;
    }
  };

  return {
    /** The Set-Cookie value that signs `editor` in. */
    signIn(editor: Editor): string {
      const seconds = Math.round(options.hours * 3600);
      const value = signed({ ...editor, at: now(), until: now() + seconds * 1000 });
      return `${sessionCookie}=${value}; ${attributes(seconds)}`;
    },
    /** The Set-Cookie value that signs out; the editor's sessions issued so far end too. */
    signOut(editor?: Editor): string {
      if (editor) signedOutAt.set(editor.id, now());
      return `${sessionCookie}=; ${attributes(0)}`;
    },
    /** The signed-in editor of a request, or undefined. */
    editorOf(headers: IncomingHttpHeaders): Editor | undefined {
      const record = opened(cookiesOf(headers).get(sessionCookie));
      if (
        typeof record?.id !== 'string' ||
        typeof record.name !== 'string' ||
        typeof record.email !== 'string' ||
        typeof record.at !== 'number' ||
        record.at < (signedOutAt.get(record.id) ?? -Infinity)
      ) {
        return undefined;
      }
      return { id: record.id, name: record.name, email: record.email };
    },
    /** A new one-time value for a sign-in, and the Set-Cookie value that keeps it. */
    startSignIn(): { readonly state: string; readonly cookie: string } {
      const state = randomBytes(24).toString('base64url');
      const value = signed({ state, until: now() + signInMinutes * 60_000 });
      return { state, cookie: `${signInStateCookie}=${value}; ${attributes(signInMinutes * 60)}` };
    },
    /** Whether `state` is the one-time value this browser's sign-in started with. */
    acceptsState(headers: IncomingHttpHeaders, state: unknown): boolean {
      const record = opened(cookiesOf(headers).get(signInStateCookie));
      return typeof state === 'string' && state.length > 0 && record?.state === state;
    },
    /** The Set-Cookie value that ends a sign-in under way: its value is used once. */
    endSignIn: (): string => `${signInStateCookie}=; ${attributes(0)}`,
  };
}

export type EditorSessions = ReturnType<typeof editorSessions>;

/** A request's cookies by name. */
export function cookiesOf(headers: IncomingHttpHeaders): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

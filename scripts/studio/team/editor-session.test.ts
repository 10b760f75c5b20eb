import { describe, expect, it } from 'vitest';
import { editorSessions, sessionCookie, signInStateCookie, type Editor } from './editor-session.ts';

const amira: Editor = { id: 'editor-1', name: 'Amira Khan', email: 'amira.khan@example.com' };
const secret = 'a secret of at least thirty-two characters';
let clock = Date.UTC(2026, 10, 29, 9);
const sessions = editorSessions({ secret, hours: 8, secure: false, now: () => clock });
/** The request headers of a browser that kept the cookie set by `setCookie`. */
const sending = (setCookie: string) => ({ cookie: `other=1; ${setCookie.split(';')[0]}` });

describe("the studio's sessions (decision 061)", () => {
  it('signs an editor in with an HttpOnly, SameSite=Strict cookie for the hours set', () => {
    const cookie = sessions.signIn(amira);
    expect(cookie).toMatch(
      new RegExp(
        `^${sessionCookie}=[\\w-]+\\.[\\w-]+; Path=/; Max-Age=28800; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(sessions.editorOf(sending(cookie))).toEqual(amira);
  });

  it('marks the cookie Secure when the studio is served over https', () => {
    const secure = editorSessions({ secret, hours: 8, secure: true });
    expect(secure.signIn(amira)).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    expect(secure.signOut()).toMatch(/Max-Age=0; HttpOnly; SameSite=Strict; Secure$/);
  });

  it('refuses a cookie changed by hand, signed with another secret, or out of date', () => {
    const cookie = sessions.signIn(amira);
    const [payload = '', signature = ''] = /=([^;]*)/.exec(cookie)?.[1]?.split('.') ?? [];
    const forged = Buffer.from(
      JSON.stringify({ ...amira, id: 'editor-2', until: clock + 1000 }),
    ).toString('base64url');
    expect(
      sessions.editorOf({ cookie: `${sessionCookie}=${forged}.${signature}` }),
    ).toBeUndefined();
    expect(sessions.editorOf({ cookie: `${sessionCookie}=${payload}.` })).toBeUndefined();
    expect(sessions.editorOf({ cookie: `${sessionCookie}=${payload}` })).toBeUndefined();
    const other = editorSessions({
      secret: `${secret}!`,
      hours: 8,
      secure: false,
      now: () => clock,
    });
    expect(other.editorOf(sending(cookie))).toBeUndefined();
    clock += 8 * 3600 * 1000 + 1;
    expect(sessions.editorOf(sending(cookie))).toBeUndefined();
  });

  it('signs out with a cookie that ends at once', () => {
    expect(sessions.signOut()).toBe(
      `${sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict`,
    );
    expect(sessions.editorOf(sending(sessions.signOut()))).toBeUndefined();
  });

  it('ends every session the editor had when they sign out, and lets them sign in again', () => {
    const earlier = sessions.signIn(amira);
    const elsewhere = sessions.signIn(amira);
    clock += 1000;
    sessions.signOut(amira);
    expect(sessions.editorOf(sending(earlier))).toBeUndefined();
    expect(sessions.editorOf(sending(elsewhere))).toBeUndefined();
    clock += 1000;
    expect(sessions.editorOf(sending(sessions.signIn(amira)))).toEqual(amira);
  });

  it("accepts a sign-in's returned state only from the browser that started it", () => {
    const started = sessions.startSignIn();
    expect(started.cookie.startsWith(`${signInStateCookie}=`)).toBe(true);
    expect(started.cookie).toMatch(/Max-Age=600; HttpOnly; SameSite=Strict$/);
    expect(sessions.acceptsState(sending(started.cookie), started.state)).toBe(true);
    expect(sessions.acceptsState(sending(started.cookie), `${started.state}x`)).toBe(false);
    expect(sessions.acceptsState({}, started.state)).toBe(false);
    expect(sessions.acceptsState(sending(sessions.startSignIn().cookie), started.state)).toBe(
      false,
    );
    // Not a session: a sign-in's cookie signs nobody in.
    expect(
      sessions.editorOf({ cookie: started.cookie.replace(signInStateCookie, sessionCookie) }),
    ).toBeUndefined();
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { editorPreviewMiddleware } from './editor-preview-plugin.ts';
import { editorSessions, type Editor } from './editor-session.ts';
import { editorFolderOf } from './editor-workspaces.ts';

const amira: Editor = { id: 'editor-1', name: 'Amira Khan', email: 'amira.khan@example.com' };
const ben: Editor = { id: 'editor-2', name: 'Ben Okafor', email: 'ben.okafor@example.com' };
const secret = 'a secret of at least thirty-two characters';
const sessions = editorSessions({ secret, hours: 8, secure: true });

const copies = mkdtempSync(path.join(tmpdir(), 'editor-preview-'));
const copyOf = (editor: Editor) => path.join(copies, editorFolderOf(editor));
const compiledForm = 'src/schema-forms/compiled/feedback-details.js';
for (const editor of [amira, ben]) {
  mkdirSync(path.dirname(path.join(copyOf(editor), compiledForm)), { recursive: true });
  writeFileSync(path.join(copyOf(editor), compiledForm), 'export default {};\n');
}
afterAll(() => rmSync(copies, { recursive: true, force: true }));

const opened: Editor[] = [];
const compiled: string[] = [];
beforeEach(() => {
  opened.length = 0;
  compiled.length = 0;
});

const reported: string[] = [];
const middlewareOf = (compile: () => Promise<void>) =>
  editorPreviewMiddleware({
    copies,
    sessions,
    open: (editor) => opened.push(editor),
    base: '/help-and-support/',
    root: '/srv/studio/app',
    compiled: (copy) => {
      compiled.push(copy);
      return compile();
    },
    report: (error) => reported.push(error.message),
  });
const middleware = middlewareOf(() => Promise.resolve());

/** One request through the middleware with a session cookie: where it went on, or 404. */
function request(
  url: string,
  cookie = '',
  through = middleware,
): Promise<{ status: number | 'passed'; url: string }> {
  const req = { method: 'GET', url, headers: { cookie: cookie.split(';')[0] } };
  return new Promise((resolve, reject) => {
    const res = {
      statusCode: 200,
      end() {
        resolve({ status: this.statusCode, url: req.url });
      },
    };
    through(req as unknown as IncomingMessage, res as unknown as ServerResponse, (error) =>
      error ? reject(error as Error) : resolve({ status: 'passed', url: req.url }),
    );
  });
}

const asked = `/help-and-support/${compiledForm}?t=1`;
const inCopy = (editor: Editor) => `/help-and-support/@fs${copyOf(editor)}/${compiledForm}`;

describe('the forms preview of the studio run for a team (decision 061)', () => {
  it('answers a compiled form from the copy of the editor the session names, compiled first', async () => {
    expect(await request(asked, sessions.signIn(amira))).toEqual({
      status: 'passed',
      url: `${inCopy(amira)}?t=1`,
    });
    expect(opened).toEqual([amira]);
    expect(compiled).toEqual([copyOf(amira)]);
    expect(await request(asked, sessions.signIn(ben))).toEqual({
      status: 'passed',
      url: `${inCopy(ben)}?t=1`,
    });
  });

  it('compiles each copy once, and answers from what it compiled when a form of it would not compile', async () => {
    const failing = middlewareOf(() =>
      Promise.reject(new Error('schemas/forms/complaint-query: not a schema')),
    );
    for (let time = 0; time < 2; time += 1) {
      expect(await request(asked, sessions.signIn(amira), failing)).toEqual({
        status: 'passed',
        url: `${inCopy(amira)}?t=1`,
      });
    }
    expect(compiled).toEqual([copyOf(amira)]);
    expect(reported).toEqual(['schemas/forms/complaint-query: not a schema']);
  });

  it("refuses another editor's copy, even by its own address", async () => {
    expect(await request(inCopy(amira), sessions.signIn(amira))).toMatchObject({
      status: 'passed',
    });
    expect(await request(inCopy(ben), sessions.signIn(amira))).toMatchObject({ status: 404 });
    expect(await request(inCopy(amira), sessions.signIn(ben))).toMatchObject({ status: 404 });
  });

  it("gives somebody not signed in, or with a session signed by another secret, the service's own forms and no copy", async () => {
    const forged = editorSessions({ secret: `not ${secret}`, hours: 8, secure: true });
    for (const cookie of ['', forged.signIn(ben)]) {
      expect(await request(asked, cookie)).toEqual({ status: 'passed', url: asked });
      expect(await request(inCopy(ben), cookie)).toMatchObject({ status: 404 });
    }
    expect(opened).toEqual([]);
    expect(compiled).toEqual([]);
  });
});

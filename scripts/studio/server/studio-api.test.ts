import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import studioWords from '../../../schemas/messages/studio.json';
import { createStudioApi, sharedMessageFiles } from './studio-api.ts';
import { createStudioWorkspace } from './studio-workspace.ts';
import { fixtureJourneyFiles } from '../model/testing/fixture-journey-files.ts';

let root = '';
let server: Server;
let base = '';

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-api-'));
  cpSync('schemas', path.join(root, 'schemas'), { recursive: true });
  for (const [file, text] of Object.entries(fixtureJourneyFiles())) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const api = createStudioApi(createStudioWorkspace(root));
  server = createServer((req, res) => void api.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/studio/api/`;
});

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (route: string, body: unknown, type = 'application/json') =>
  fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: JSON.stringify(body),
  });

describe("the studio's JSON API", () => {
  it('lists the forms and describes one with what its panels offer', async () => {
    const forms = (await (await fetch(`${base}forms`)).json()) as { forms: { formId: string }[] };
    expect(forms.forms.map((form) => form.formId)).toContain('feedback-details');
    const answer = (await (await fetch(`${base}forms/feedback-details`)).json()) as {
      form: { questions: { name: string }[]; autocompleteTokens: string[] };
    };
    expect(answer.form.questions.map((question) => question.name)).toContain('email');
    expect(answer.form.autocompleteTokens).toContain('email');
  });

  it('offers the words every form shares, with those of sending and "Check your answers"', async () => {
    const answer = (await (await fetch(`${base}messages`)).json()) as {
      messages: { file: string; pointer: string; text: string }[];
    };
    const named = (file: string, pointer: string) =>
      answer.messages.find((message) => message.file === file && message.pointer === pointer);
    expect(named('form-copy.json', '/errorSummaryTitle')?.text).toBe('There is a problem');
    expect(named('check-answers.json', '/send/button')?.text).toBe('Accept and send');
    expect(named('journeys.json', '/submitting/takingLonger')?.text).toMatch(/^This is taking/);
    expect(answer.messages.some((message) => message.pointer.endsWith('$comment'))).toBe(false);
    // The confirmation page's words, without its links' addresses, which are not words.
    expect(named('confirmation.json', '/whatNextHeading')?.text).toBe('What happens next');
    expect(answer.messages.some((message) => message.pointer.endsWith('/href'))).toBe(false);
    // Each file is headed on the words page by what it is for, not by its file name alone.
    expect(Object.keys(studioWords.messages.files).sort()).toEqual([...sharedMessageFiles].sort());
  });

  it('answers a name that is no form, or leaves the forms folder, with 404', async () => {
    expect((await fetch(`${base}forms/no-such-form`)).status).toBe(404);
    expect((await fetch(`${base}forms/..%2F..%2Fsrc`)).status).toBe(404);
    expect((await fetch(`${base}forms/feedback-details/..`)).status).toBe(404);
  });

  it('takes only JSON, so a form on another page cannot post to it', async () => {
    const refused = await post('undo', {}, 'text/plain');
    expect(refused.status).toBe(415);
  });

  it("answers the model's refusal with 409 and its plain words", async () => {
    const refused = await post('apply', {
      operation: { op: 'remove-question', formId: 'feedback-details', field: 'telephoneNumber' },
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { refused: string }).refused).toMatch(/\w/);
  });

  it('checks a new name for an answer in the lead as it is typed', async () => {
    const bad = await post('lead-name', { formId: 'feedback-details', name: 'best time' });
    expect(((await bad.json()) as { problem?: string }).problem).toMatch(/capital letter/);
    const good = await post('lead-name', { formId: 'feedback-details', name: 'BestTimeToCall' });
    expect(await good.json()).toEqual({});
  });

  it('lists the journeys, and writes a step’s new heading into its declaration', async () => {
    const answer = (await (await fetch(`${base}journeys`)).json()) as {
      declared: { id: string; steps: { title: string }[] }[];
      ownPages: { id: string }[];
    };
    expect(answer.declared.map((journey) => journey.id)).toEqual(['boiler-cover-question']);
    expect(answer.ownPages.map((journey) => journey.id)).toContain('complaints/feedback');
    const renamed = await post('apply', {
      operation: {
        op: 'set-step-title',
        journeyId: 'boiler-cover-question',
        formId: 'boiler-cover-contact',
        title: 'How to reach you',
      },
    });
    expect(renamed.status).toBe(200);
    const written = readFileSync(
      path.join(root, 'schemas/journeys/boiler-cover-question.journey.json'),
      'utf8',
    );
    expect(written).toContain('"title": "How to reach you"');
  });
});

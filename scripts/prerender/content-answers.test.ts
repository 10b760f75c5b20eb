import { describe, expect, it } from 'vitest';
import { answerText, contentHash } from '../../src/lib/content/content-version.ts';
import { contentPaths } from '../../src/site/content-paths.ts';
import { recordContentAnswers } from './content-answers.ts';

const origin = 'http://127.0.0.1';
const answering = (async (input: RequestInfo | URL) =>
  new Response(`body of ${input instanceof Request ? input.url : String(input)}`, {
    status: String(input).includes('missing') ? 404 : 200,
  })) as typeof fetch;

describe('the content answers a prerendered page is built from (decision 025)', () => {
  it('notes each successful content GET once, site-relative on the page origin, per page', async () => {
    const recorder = recordContentAnswers(answering, ['', 'https://outages.example'], origin);
    await recorder.fetch(`${origin}/aem6/a.json`);
    await recorder.fetch(new Request(`${origin}/aem6/a.json`));
    await recorder.fetch('https://outages.example/now.json');
    await recorder.fetch(`${origin}/aem6/missing.json`);
    await recorder.fetch(`${origin}/leads`, { method: 'POST' });
    expect(recorder.take()).toEqual([
      { url: '/aem6/a.json', hash: contentHash(`body of ${origin}/aem6/a.json`) },
      {
        url: 'https://outages.example/now.json',
        hash: contentHash('body of https://outages.example/now.json'),
      },
    ]);
    expect(recorder.take()).toEqual([]);
  });

  it('leaves out answers from other services', async () => {
    const recorder = recordContentAnswers(answering, ['https://content.example'], origin);
    await recorder.fetch('https://accounts.example/a.json');
    await recorder.fetch('https://content.example/aem6/b.json');
    expect(recorder.take().map((answer) => answer.url)).toEqual([
      'https://content.example/aem6/b.json',
    ]);
  });

  it('notes the outage answer by what it announces, as the page script reads it', async () => {
    const outage = { title: 'Planned maintenance', message: '<p>Saturday.</p>' };
    const outageService = (async () =>
      new Response(JSON.stringify(outage, null, 2), { status: 200 })) as typeof fetch;
    const recorder = recordContentAnswers(outageService, [''], origin);
    await recorder.fetch(`${origin}${contentPaths.serviceOutage}`);
    const read = answerText(contentPaths.serviceOutage, { ok: true, text: JSON.stringify(outage) });
    expect(recorder.take()).toEqual([
      { url: contentPaths.serviceOutage, hash: contentHash(read ?? '') },
    ]);
  });
});

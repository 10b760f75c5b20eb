import { describe, expect, it } from 'vitest';
import { contentPaths } from '../../site/content-paths.ts';
import {
  answerText,
  contentChangedSince,
  contentHash,
  pageContentVersionId,
  readPageContentVersion,
  type PageContentVersion,
} from './content-version.ts';

const built: PageContentVersion = {
  content: [
    { url: '/content/a.json', hash: contentHash('{"title":"Meters"}') },
    { url: '/content/b.json', hash: contentHash('{"outage":""}') },
  ],
};

const answers =
  (texts: Record<string, string | undefined>) =>
  (url: string): Promise<string | undefined> =>
    url in texts ? Promise.resolve(texts[url]) : Promise.reject(new Error('offline'));

describe('a help page content version (decision 025)', () => {
  it('hashes the same text the same way, and a one-character change differently', () => {
    expect(contentHash('{"title":"Meters"}')).toBe(contentHash('{"title":"Meters"}'));
    expect(contentHash('{"title":"Meters"}')).not.toBe(contentHash('{"title":"Meter5"}'));
    expect(contentHash('')).not.toBe(contentHash(' '));
    expect(contentHash('ab')).not.toBe(contentHash('ba'));
  });

  it('finds nothing changed when every answer reads as it did at the build', async () => {
    const now = answers({
      '/content/a.json': '{"title":"Meters"}',
      '/content/b.json': '{"outage":""}',
    });
    await expect(contentChangedSince(built, now)).resolves.toBe(false);
  });

  it('finds a change in any one answer: an outage announced days after the build', async () => {
    const now = answers({
      '/content/a.json': '{"title":"Meters"}',
      '/content/b.json': '{"outage":"Gas supply interrupted in Leeds"}',
    });
    await expect(contentChangedSince(built, now)).resolves.toBe(true);
  });

  it('keeps the page as built when the content cannot be had', async () => {
    await expect(contentChangedSince(built, answers({}))).resolves.toBe(false);
    const down = answers({ '/content/a.json': undefined, '/content/b.json': '{"outage":""}' });
    await expect(contentChangedSince(built, down)).resolves.toBe(false);
  });

  it('reads the version from the page, and nothing from a page without one or a broken one', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(readPageContentVersion(doc)).toBeUndefined();
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = pageContentVersionId;
    block.textContent = JSON.stringify(built);
    doc.head.append(block);
    expect(readPageContentVersion(doc)).toEqual(built);
    block.textContent = '{not json';
    expect(readPageContentVersion(doc)).toBeUndefined();
  });

  describe("the outage answer, read for what it announces as the app's home shows it", () => {
    const outageUrl = `https://outages.example${contentPaths.serviceOutage}`;
    const outage = JSON.stringify({ title: 'Planned maintenance', message: '<p>Saturday.</p>' });
    const builtFrom = (text: string): PageContentVersion => ({
      content: [
        { url: outageUrl, hash: contentHash(answerText(outageUrl, { ok: true, text }) ?? '') },
      ],
    });
    const answering =
      (ok: boolean, text: string) =>
      (url: string): Promise<string | undefined> =>
        Promise.resolve(answerText(url, { ok, text }));

    it.each([
      ['emptied', true, JSON.stringify({ title: '', message: '' })],
      ['an empty answer', true, ''],
      ['taken down (404)', false, 'Not found'],
      ['failing (server error)', false, 'Internal Server Error'],
    ])('renews a home built with an outage once the outage is %s', async (_name, ok, text) => {
      await expect(contentChangedSince(builtFrom(outage), answering(ok, text))).resolves.toBe(true);
    });

    it('keeps a home as built while the outage it announces is answered, or none is', async () => {
      const relaidOut = JSON.stringify(JSON.parse(outage), null, 2);
      await expect(
        contentChangedSince(builtFrom(outage), answering(true, relaidOut)),
      ).resolves.toBe(false);
      const none = builtFrom(JSON.stringify({ title: '', message: '' }));
      await expect(contentChangedSince(none, answering(false, 'Not found'))).resolves.toBe(false);
    });

    it('reads other content only when it can be had', () => {
      expect(answerText('/aem6/a.json', { ok: true, text: 'a' })).toBe('a');
      expect(answerText('/aem6/a.json', { ok: false, text: 'Not found' })).toBeUndefined();
    });
  });
});

import { get } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMiddleware } from '../../tests/setup/serve-middleware.ts';
import { prerenderedPages } from './prerendered-pages-plugin.ts';

/** A page of a real page's size: one under 1 kB is not worth gzipping. */
const homePage = `<h1>Help home</h1>${'<p>Help with bills and payments.</p>'.repeat(60)}`;

let outDir: string;
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'prerendered-'));
  mkdirSync(path.join(outDir, 'pages/meters'), { recursive: true });
  writeFileSync(path.join(outDir, 'pages/index.html'), homePage);
  writeFileSync(path.join(outDir, 'pages/meters/reading-your-meter.html'), '<h1>Reading</h1>');
  ({ origin, close } = await serveMiddleware(prerenderedPages(outDir)));
});
afterAll(async () => {
  await close();
  rmSync(outDir, { recursive: true });
});

describe('the preview server serves prerendered pages (decision 015)', () => {
  it('answers a page with its prerendered HTML, never cached', async () => {
    const response = await fetch(`${origin}/help-and-support/meters/reading-your-meter?x=1`);
    expect(await response.text()).toBe('<h1>Reading</h1>');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the home page from pages/index.html', async () => {
    expect(await (await fetch(`${origin}/help-and-support/`)).text()).toBe(homePage);
  });

  it('gzips it for a browser that takes gzip', async () => {
    // node:http, not fetch, which would inflate the body before the test saw it.
    const { encoding, body } = await new Promise<{ encoding?: string; body: Buffer }>(
      (resolve, reject) => {
        get(`${origin}/help-and-support/`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }).on('error', reject);
      },
    );
    expect(encoding).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(homePage);
  });

  it.each([
    ['/help-and-support/search?q=bill', 'a page with none'],
    ['/help-and-support/pages/index', 'the folder itself'],
    ['/help-and-support/../pages/index', 'a dot segment'],
    ['/elsewhere', 'outside the base path'],
  ])('passes on %s (%s) to the app shell', async (url) => {
    expect(await (await fetch(`${origin}${url}`)).text()).toBe('app');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMiddleware } from '../../../tests/setup/serve-middleware.ts';
import { sitePathRedirects } from './site-path-redirects.ts';

let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ origin, close } = await serveMiddleware(sitePathRedirects('/404.html')));
});
afterAll(() => close());

async function visit(path: string) {
  const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

describe('server-side route rules (SPEC section 2)', () => {
  it("sends any other path to the main site's page-not-found page", async () => {
    expect(await visit('/help-and-support/a/b/c')).toEqual({ status: 302, location: '/404.html' });
  });

  it('redirects submit-meter-read/ to the path without the slash, keeping the query', async () => {
    expect(await visit('/help-and-support/submit-meter-read/')).toEqual({
      status: 301,
      location: '/help-and-support/submit-meter-read',
    });
    expect((await visit('/help-and-support/submit-meter-read/?fuel=Gas')).location).toBe(
      '/help-and-support/submit-meter-read?fuel=Gas',
    );
  });

  it("redirects home without its slash to home's own address, as the hosting does", async () => {
    expect(await visit('/help-and-support')).toEqual({
      status: 301,
      location: '/help-and-support/',
    });
    expect((await visit('/help-and-support?q=1')).location).toBe('/help-and-support/?q=1');
  });

  it('serves the app for the home page, categories, articles and complaint steps', async () => {
    for (const path of [
      '/help-and-support/',
      '/help-and-support/meters',
      '/help-and-support/meters/read-your-meter',
      '/help-and-support/complaints/pay-as-you-go/query',
    ]) {
      expect((await visit(path)).status).toBe(200);
    }
  });

  it('leaves assets and other sites alone', async () => {
    expect((await visit('/help-and-support/assets/index.js')).status).toBe(200);
    expect((await visit('/v1/leads')).status).toBe(200);
  });
});

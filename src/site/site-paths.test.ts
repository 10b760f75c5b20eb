import { describe, expect, it } from 'vitest';
import { routerPathOf, servedPathOf } from './site-paths.ts';

describe('a browser path as the router names it', () => {
  it.each([
    ['/help-and-support', '/'],
    ['/help-and-support/', '/'],
    ['/help-and-support/meters/read-your-meter', '/meters/read-your-meter'],
    ['/help-and-supportive', '/help-and-supportive'],
  ])('%s is %s', (pathname, routerPath) => expect(routerPathOf(pathname)).toBe(routerPath));
});

describe('the address a page is served at (its canonical path, SPEC section 1)', () => {
  it.each([
    ['/help-and-support', '/help-and-support/'],
    ['/help-and-support/', '/help-and-support/'],
    ['/', '/help-and-support/'],
    ['/meters', '/help-and-support/meters'],
    ['/help-and-support/meters/', '/help-and-support/meters'],
    ['/help-and-support/meters/read-your-meter', '/help-and-support/meters/read-your-meter'],
  ])('%s is served at %s', (pathname, served) => expect(servedPathOf(pathname)).toBe(served));
});

// Every help page runs this module at start (scripts/vite/page-start-group.ts): what it imports
// is in every help page's script (issue 40).
describe('the site paths module', () => {
  it('imports nothing', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync('src/site/site-paths.ts', 'utf8')).not.toMatch(/^import /m);
  });
});

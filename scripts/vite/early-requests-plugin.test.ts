import { describe, expect, it } from 'vitest';
import { withEarlyRequestTags } from './early-requests-plugin.ts';

const page = [
  '<!doctype html>',
  '<html lang="en-GB">',
  '  <head>',
  '    <meta charset="utf-8" />',
  '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
  '    <script type="module" crossorigin src="/help-and-support/assets/index.js"></script>',
  '  </head>',
  '</html>',
].join('\n');

describe('the early-requests tags in the built HTML', () => {
  const tags = '<script type="module" async src="/early.js"></script>\n';
  const html = withEarlyRequestTags(page, tags);

  it('come right after the charset declaration, which stays first in the head', () => {
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf(tags));
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
  });

  it('come before every other tag that makes a request', () => {
    expect(html.indexOf(tags)).toBeLessThan(html.indexOf('/assets/index.js'));
  });

  it('refuse an HTML page without a charset declaration', () => {
    expect(() => withEarlyRequestTags('<head></head>', tags)).toThrow(/charset/);
  });
});

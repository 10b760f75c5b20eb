import { describe, expect, it } from 'vitest';
import { ContentShapeError } from './content-shape-error.ts';
import { parseContentPage } from './parse-content-page.ts';

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`;

describe('parseContentPage (SPEC section 3: markup, description, title, nucleusContent)', () => {
  it('reads the title, meta description and article body, leaving out the h1', () => {
    const result = parseContentPage(
      page(
        '<title>Read your meter</title><meta name="description" content="How to read it.">',
        '<header>Site chrome</header><article><h1>Read your meter</h1><p>Step one.</p></article>',
      ),
    );
    expect(result).toEqual({
      markup: '<p>Step one.</p>',
      description: 'How to read it.',
      title: 'Read your meter',
      nucleusContent: false,
    });
  });

  it('takes the title from the h1 when there is no <title>', () => {
    const result = parseContentPage(
      page('', '<main><h1> Power  cuts </h1><p>Call 105.</p></main>'),
    );
    expect(result.title).toBe('Power cuts');
    expect(result.markup).toBe('<p>Call 105.</p>');
    expect(result.description).toBe('');
  });

  it('sets nucleusContent only when the page asks for it', () => {
    const body = '<article><p>Deals.</p></article>';
    const flagged = page('<title>Deals</title><meta name="nucleus-content" content="true">', body);
    const off = page('<title>Deals</title><meta name="nucleus-content" content="false">', body);
    expect(parseContentPage(flagged).nucleusContent).toBe(true);
    expect(parseContentPage(off).nucleusContent).toBe(false);
  });

  it('keeps the markup unsanitised, for the renderer to sanitise', () => {
    const result = parseContentPage(
      page('<title>x</title>', '<article><p onclick="x()">Hi</p><script>x()</script></article>'),
    );
    expect(result.markup).toContain('<script>');
  });

  it('refuses a page with no title or no body', () => {
    expect(() => parseContentPage(page('', '<article><p>Words</p></article>'))).toThrow(
      ContentShapeError,
    );
    expect(() => parseContentPage(page('<title>Empty</title>', '<article> </article>'))).toThrow(
      ContentShapeError,
    );
  });
});

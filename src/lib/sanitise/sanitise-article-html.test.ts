import { describe, expect, it } from 'vitest';
import { sanitiseArticleHtml } from './sanitise-article-html.ts';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitiseArticleHtml', () => {
  it('keeps the structure an article needs', () => {
    const html =
      '<h2 id="steps">Steps</h2><ol start="2"><li>One</li></ol>' +
      '<table><caption>Rates</caption><thead><tr><th scope="col">Band</th></tr></thead>' +
      '<tbody><tr><td colspan="2">A</td></tr></tbody></table>' +
      '<details open=""><summary>More</summary><p>Text</p></details>' +
      '<figure><img src="/images/meter.png" alt="A meter" width="200"><figcaption>Meter</figcaption></figure>';
    expect(sanitiseArticleHtml(html)).toBe(html);
  });

  it.each([
    ['a script', '<p>x</p><script>alert(1)</script>', 'script'],
    ['a form', '<form action="https://evil.example"><input name="q"></form>', 'form, input'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['an object', '<object data="x.swf"></object><embed src="x.swf">', 'object, embed'],
    ['a style sheet', '<style>body{background:url(https://evil.example)}</style>', 'style'],
    ['svg', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', 'svg, text'],
    ['math', '<math><mi>x</mi></math>', 'math, mi'],
  ])('removes %s', (_name, html, selector) => {
    expect(parse(sanitiseArticleHtml(html)).querySelector(selector)).toBeNull();
  });

  it('removes event handlers and style attributes', () => {
    const out = parse(
      sanitiseArticleHtml('<p onclick="alert(1)" style="background:url(https://x)">x</p>'),
    );
    expect(out.querySelector('p')?.getAttributeNames()).toEqual([]);
  });

  it('removes data: images, which DOMPurify allows on img by default', () => {
    const out = parse(sanitiseArticleHtml('<img src="data:image/svg+xml,<svg/>" alt="x">'));
    expect(out.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('removes http and protocol-relative image and link addresses', () => {
    const out = parse(
      sanitiseArticleHtml('<img src="//evil.example/x.png" alt=""><a href="http://x">x</a>'),
    );
    expect(out.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(out.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('keeps src only on images and href only on links', () => {
    const out = parse(sanitiseArticleHtml('<div href="/x" src="/y">x</div>'));
    expect(out.querySelector('div')?.getAttributeNames()).toEqual([]);
  });

  it('gives links that leave the site rel="noopener noreferrer"', () => {
    const out = parse(sanitiseArticleHtml('<a href="https://www.ofgem.gov.uk">Ofgem</a>'));
    expect(out.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('article images', () => {
  it('keeps images from this site and drops images on other hosts, which would track readers', () => {
    const html = sanitiseArticleHtml(
      '<img src="/aem6/content/dam/meter.png" alt="A meter"><img src="https://tracker.example/p.gif" alt="">',
    );
    expect(html).toContain('src="/aem6/content/dam/meter.png"');
    expect(html).not.toContain('tracker.example');
  });
});

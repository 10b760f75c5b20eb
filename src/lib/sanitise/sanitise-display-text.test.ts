import { describe, expect, it } from 'vitest';
import { sanitiseDisplayText } from './sanitise-display-text.ts';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('sanitiseDisplayText (SPEC section 3: only a, sup, p, b and href)', () => {
  it('keeps the four tags and a safe href', () => {
    const html =
      '<p>Pay by <b>Direct Debit</b><sup>1</sup>: <a href="/help-and-support/x">how</a></p>';
    expect(sanitiseDisplayText(html)).toBe(html);
  });

  it('drops every other tag but keeps its words', () => {
    const out = parse(sanitiseDisplayText('<div><em>Hello</em> <span>there</span></div>'));
    expect(out.querySelector('*')).toBeNull();
    expect(out.textContent).toBe('Hello there');
  });

  it('drops data-* and aria-* attributes, which DOMPurify allows by default', () => {
    const out = parse(sanitiseDisplayText('<a href="#x" data-track="1" aria-label="y">x</a>'));
    expect(out.querySelector('a')?.getAttributeNames()).toEqual(['href']);
  });

  it.each(['b', 'p', 'sup'])('drops href on <%s>: href belongs only on a link', (tag) => {
    const out = parse(sanitiseDisplayText(`<${tag} href="https://example.com">x</${tag}>`));
    expect(out.querySelector(tag)?.hasAttribute('href')).toBe(false);
  });

  it.each([
    'http://example.com/',
    '//evil.example',
    '/\\evil.example',
    ' //evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'relative/path',
  ])('drops the link address %j', (href) => {
    const out = parse(sanitiseDisplayText(`<a href="${href.replace(/"/g, '&quot;')}">x</a>`));
    expect(out.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it.each([
    'https://www.example.co.uk/energy',
    'mailto:help@example.co.uk',
    'tel:08001119999',
    '/help-and-support/emergencies',
    '#top',
  ])('keeps the link address %j', (href) => {
    expect(
      parse(sanitiseDisplayText(`<a href="${href}">x</a>`))
        .querySelector('a')
        ?.getAttribute('href'),
    ).toBe(href);
  });

  it('gives links that leave the site rel="noopener noreferrer" and none to its own pages', () => {
    const out = parse(
      sanitiseDisplayText(
        '<a href="https://example.com">out</a><a href="/help-and-support">in</a>',
      ),
    );
    const [away, home] = Array.from(out.querySelectorAll('a'));
    expect(away?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(home?.hasAttribute('rel')).toBe(false);
  });
});

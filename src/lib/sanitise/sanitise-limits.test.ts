import { describe, expect, it } from 'vitest';
import { sanitiseArticleHtml } from './sanitise-article-html.ts';
import { sanitiseDisplayText } from './sanitise-display-text.ts';
import { estimateNestingDepth, maxNestingDepth, maxSanitisedLength } from './sanitise-limits.ts';

const deep = (levels: number) =>
  `${'<div>'.repeat(levels)}<img src=x onerror=alert(1)>Deep words${'</div>'.repeat(levels)}`;

describe('sanitising hostile sizes', () => {
  it('estimates nesting without counting void elements or implied end tags', () => {
    expect(estimateNestingDepth(deep(10))).toBe(10);
    expect(estimateNestingDepth('<ul>' + '<li>x<br>'.repeat(1000) + '</ul>')).toBe(1);
  });

  // Thousands of nested elements make DOMPurify in jsdom throw a stack overflow.
  it.each([
    ['display text', sanitiseDisplayText],
    ['article', sanitiseArticleHtml],
  ])('shows very deep %s as inert plain text instead of throwing', (_name, sanitise) => {
    const out = sanitise(deep(5000));
    expect(out).toBe('Deep words');
  });

  it('treats input just under the depth limit as HTML', () => {
    expect(sanitiseArticleHtml(deep(maxNestingDepth - 1))).toContain('<div>');
  });

  it('shows input over 500 KB as plain text with every angle bracket escaped', () => {
    const big = `${'<p>Bills &amp; payments</p>'.repeat(maxSanitisedLength / 20)} a < b > c`;
    const out = sanitiseArticleHtml(big);
    expect(out).not.toMatch(/[<>]/);
    expect(out.length).toBeLessThanOrEqual(maxSanitisedLength);
    expect(out.startsWith('Bills &amp; payments')).toBe(true);
  });
});

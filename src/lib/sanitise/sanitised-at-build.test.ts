import { afterEach, describe, expect, it } from 'vitest';
import { prerenderingAttribute } from '../../site/prerendering.ts';
import { recordSanitised, takeSanitisedAtBuild } from './sanitised-at-build.ts';

afterEach(() => document.documentElement.removeAttribute(prerenderingAttribute));

describe('what a prerendered page notes of its sanitised content', () => {
  it('notes each piece while the build prerenders, and hands it over once', () => {
    document.documentElement.setAttribute(prerenderingAttribute, '');
    takeSanitisedAtBuild();
    recordSanitised('display', '<p>a<script></script></p>', '<p>a</p>');
    recordSanitised('article', '<h2>b</h2>', '<h2>b</h2>');
    expect(takeSanitisedAtBuild()).toEqual({
      display: [['<p>a<script></script></p>', '<p>a</p>']],
      article: [['<h2>b</h2>', '<h2>b</h2>']],
    });
    expect(takeSanitisedAtBuild()).toEqual({ display: [], article: [] });
  });

  it("notes nothing in a customer's browser", () => {
    recordSanitised('display', '<p>a</p>', '<p>a</p>');
    expect(takeSanitisedAtBuild()).toEqual({ display: [], article: [] });
  });
});

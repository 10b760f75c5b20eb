import { describe, expect, it } from 'vitest';
import xss from '../../../tests/data/xss-vectors.json';
import { sanitiseArticleHtml } from './sanitise-article-html.ts';
import { sanitiseDisplayText } from './sanitise-display-text.ts';
import { type AllowList, problemsWith } from './sanitised-output-checks.ts';

// SPEC section 3: "Display text from content is sanitised to allow only the tags a, sup, p, b
// and the attribute href" (plus the rel this site adds to links leaving it).
const displayText: AllowList = {
  tags: new Set(['a', 'sup', 'p', 'b']),
  attributes: { a: new Set(['href', 'rel']) },
};

const articleTags =
  'h1 h2 h3 h4 h5 h6 p br hr div span section article aside header footer blockquote pre code ' +
  'figure figcaption img ul ol li dl dt dd a strong em b i u s small sub sup mark abbr cite q ' +
  'time del ins kbd table caption thead tbody tfoot tr th td details summary';
const article: AllowList = {
  tags: new Set(articleTags.split(' ')),
  attributes: {
    '*': new Set(
      'alt title id class colspan rowspan scope headers width height start reversed open lang dir loading datetime abbr'.split(
        ' ',
      ),
    ),
    a: new Set(['href', 'rel']),
    img: new Set(['src']),
  },
};

describe('the XSS vectors of tests/data/xss-vectors.json', () => {
  it('holds every vector with its sources and licences', () => {
    expect(xss.vectors).toHaveLength(xss.meta.count);
    expect(xss.meta.count).toBe(379);
    expect(Object.keys(xss.meta.sources)).toEqual([
      'DOMPurify',
      'OWASP XSS Filter Evasion Cheat Sheet',
    ]);
  });

  it.each(xss.vectors.map((vector) => [vector.id, vector.payload] as const))(
    '%s leaves nothing executable or outside the allow-list in either configuration',
    (_id, payload) => {
      expect(problemsWith(sanitiseDisplayText(payload), displayText)).toEqual([]);
      expect(problemsWith(sanitiseArticleHtml(payload), article)).toEqual([]);
    },
  );
});

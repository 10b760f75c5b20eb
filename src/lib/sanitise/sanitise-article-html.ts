import { allowedUriPattern } from './allowed-uri.ts';
import { createSanitiser } from './create-purifier.ts';

// Structure an article or the deals page needs; nothing executable or able to exfiltrate
// (no script, style, form, iframe, object, embed, svg or math: all absent from this list).
const articleTags = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span', 'section', 'article'],
  ...['aside', 'header', 'footer', 'blockquote', 'pre', 'code', 'figure', 'figcaption', 'img'],
  ...['ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'small'],
  ...['sub', 'sup', 'mark', 'abbr', 'cite', 'q', 'time', 'del', 'ins', 'kbd'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'details', 'summary'],
];

// Attributes that are words or numbers, not addresses: DOMPurify would otherwise test their
// values against the address pattern and drop, say, colspan="2".
const wordAttributes = ['colspan', 'rowspan', 'scope', 'headers', 'width', 'height', 'start'];
const flagAttributes = ['reversed', 'open', 'lang', 'dir', 'loading', 'datetime', 'abbr'];

const sanitise = createSanitiser('article', {
  ALLOWED_TAGS: articleTags,
  ALLOWED_ATTR: [
    'href',
    'src',
    'alt',
    'title',
    'id',
    'class',
    ...wordAttributes,
    ...flagAttributes,
  ],
  ADD_URI_SAFE_ATTR: [...wordAttributes, ...flagAttributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: allowedUriPattern,
});

/** Sanitises article or deals markup from content; render the result as it is. */
export function sanitiseArticleHtml(html: string): string {
  return sanitise(html);
}

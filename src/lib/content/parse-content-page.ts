import { ContentShapeError } from './content-shape-error.ts';

/** The article parse result of SPEC section 3. */
export interface ContentPage {
  /** The page body's HTML, still unsanitised: sanitise it where it is rendered. */
  readonly markup: string;
  readonly description: string;
  readonly title: string;
  /** Whether the page needs the content service's form and global scripts. */
  readonly nucleusContent: boolean;
}

/** The meta tag a content page sets to ask for the nucleus scripts. */
export const nucleusContentMeta = 'nucleus-content';

const textOf = (element: Element | null | undefined) =>
  element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * Parses a content-service HTML page (an article or the deals page) into its parse result.
 * DOMParser builds an inert document: nothing in it runs or loads. The body is the page's
 * <article> (else <main>, else <body>) without its first h1, which the site shows as the
 * page heading. The title is the <title>, else that h1. Throws ContentShapeError when the
 * page has neither a title nor a body.
 */
export function parseContentPage(html: string): ContentPage {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const body = page.querySelector('article') ?? page.querySelector('main') ?? page.body;
  const heading = body.querySelector('h1');
  const title = textOf(page.querySelector('head > title')) || textOf(heading);
  heading?.remove();
  const markup = body.innerHTML.trim();
  const problems = [
    ...(title === '' ? ['/title: the page has no <title> or <h1>'] : []),
    ...(markup === '' ? ['/markup: the page has no body content'] : []),
  ];
  if (problems.length > 0) throw new ContentShapeError('content page', problems);
  const meta = (name: string) =>
    page.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';
  return {
    markup,
    description: meta('description'),
    title,
    nucleusContent: meta(nucleusContentMeta).toLowerCase() === 'true',
  };
}

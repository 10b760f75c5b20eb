import { matchScore, patternParams } from './route-pattern.ts';
import { appendInSmallTasks } from './append-in-small-tasks.ts';

/**
 * What a route needs before it can render, written into the built HTML as a JSON data block
 * (never executed, so the Content-Security-Policy is unchanged) by the early-requests build step.
 */
export interface EarlyRequestTable {
  /** The site's base path, e.g. '/help-and-support'. */
  readonly basePath: string;
  readonly routes: readonly RouteEarlyRequests[];
}

/** One route's code, styles and content. */
export interface RouteEarlyRequests {
  /** The route's full path as the router writes it, e.g. '/$category/$article'. */
  readonly path: string;
  /** Built JavaScript files (URLs from the site's root) beyond the entry's own imports. */
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  /** Content URLs; a `{name}` stands for the URL-encoded value of the path parameter `$name`. */
  readonly content: readonly string[];
}

/** The id of the data block in the HTML. */
export const earlyRequestTableId = 'early-requests';

/** The route a path below the base path renders: the most static segments win. */
export function earlyRequestsFor(
  table: EarlyRequestTable,
  pathname: string,
): { route: RouteEarlyRequests; params: Record<string, string> } | undefined {
  if (pathname !== table.basePath && !pathname.startsWith(`${table.basePath}/`)) return undefined;
  const path = pathname.slice(table.basePath.length) || '/';
  let best: { route: RouteEarlyRequests; score: number } | undefined;
  for (const route of table.routes) {
    const score = matchScore(route.path, path);
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best && { route: best.route, params: patternParams(best.route.path, path) };
}

/** A content URL with its `{name}` parameters filled in, or undefined if one is missing. */
export function fillContentUrl(
  template: string,
  params: Record<string, string>,
): string | undefined {
  let missing = false;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (!value) missing = true;
    // The router decodes a parameter and the content client encodes it again: do the same.
    return encodeURIComponent(safeDecode(value ?? ''));
  });
  return missing ? undefined : url;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function link(doc: Document, attributes: Record<string, string>): HTMLLinkElement {
  const element = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * Asks, while the framework is still downloading, for what the current page's route will ask
 * for only once the framework has run: its content, its styles and its code chunks, in that
 * order and a few per task (appendInSmallTasks). Each preload is the same request the app makes
 * later (fetch in CORS mode without credentials, as the content client asks; styles in CORS
 * mode, as Vite adds them; module preload), so the app takes the answer instead of asking again.
 * The parameter decoding is written here, not shared with the app's, because this script must
 * import nothing of the app's to run ahead of it. Resolves with the links it added.
 */
export async function startEarlyRequests(
  doc: Document,
  table: EarlyRequestTable,
): Promise<HTMLLinkElement[]> {
  const match = earlyRequestsFor(table, doc.location.pathname);
  if (!match) return [];
  const { route, params } = match;
  const links = [
    ...route.content
      .map((template) => fillContentUrl(template, params))
      .filter((href): href is string => href !== undefined)
      .map((href) => link(doc, { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href })),
    // Vite's loader adds a route's styles with crossorigin, so the preload must match it.
    ...route.styles.map((href) =>
      link(doc, { rel: 'preload', as: 'style', crossorigin: 'anonymous', href }),
    ),
    ...route.scripts.map((href) => link(doc, { rel: 'modulepreload', href })),
  ];
  // What the page links already (a prerendered page's stylesheets) is not asked for twice.
  const linked = new Set(
    [...doc.head.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')),
  );
  const wanted = links.filter((link) => !linked.has(link.getAttribute('href')));
  await appendInSmallTasks(doc.head, wanted);
  return wanted;
}

/** Reads the table from the page's data block; undefined when the page has none. */
export function readEarlyRequestTable(doc: Document): EarlyRequestTable | undefined {
  const text = doc.getElementById(earlyRequestTableId)?.textContent;
  return text ? (JSON.parse(text) as EarlyRequestTable) : undefined;
}

import { serviceOutagePath } from '../../site/service-outage-path.ts';
import { outageAnswerText } from './service-outage.ts';

/**
 * What a prerendered help page was built from (decision 025): each content answer it rendered,
 * by address and a hash of its text. The build writes it into the page as a JSON data block
 * (never run, so the Content-Security-Policy is unchanged); the page script asks the content
 * service again and compares, so a page whose content has changed since the build, or whose
 * dated parts (an outage, meter-read week) have, is renewed in the same visit.
 */
export interface PageContentVersion {
  readonly content: readonly ContentAnswer[];
}

export interface ContentAnswer {
  /** The address the page asked, site-relative when the content is on the site's origin. */
  readonly url: string;
  readonly hash: string;
}

/** The id of the data block in a prerendered page. */
export const pageContentVersionId = 'page-content-version';

/**
 * A hash of a content answer's text: two rounds of FNV-1a (32 bits each, differently seeded),
 * with its length. Not for security, only to notice a change, and synchronous, so it needs no
 * secure context as SubtleCrypto would.
 */
export function contentHash(text: string): string {
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `${hex(first)}${hex(second)}-${text.length.toString(36)}`;
}

/**
 * A content answer's text as a page's freshness is judged by, at the build and in the browser
 * alike; undefined for an answer that cannot be had, which leaves the page as built. The outage
 * service's answer is read for what it announces (`outageAnswerText`): a failed or empty one
 * reads as no outage, as the app's home shows it, so a home built with an outage is renewed once
 * the outage is over, whether its document was emptied, taken down (404) or fails.
 */
export function answerText(
  url: string,
  answer: { readonly ok: boolean; readonly text: string },
): string | undefined {
  if (new URL(url, 'http://any').pathname.endsWith(serviceOutagePath))
    return outageAnswerText(answer);
  return answer.ok ? answer.text : undefined;
}

/** The version the page was built from; undefined on a page without one. */
export function readPageContentVersion(doc: Document): PageContentVersion | undefined {
  const text = doc.getElementById(pageContentVersionId)?.textContent;
  if (!text) return undefined;
  try {
    const version = JSON.parse(text) as PageContentVersion;
    return Array.isArray(version.content) ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether any answer the page was built from reads differently now. An answer that cannot be
 * had (offline, the service down) counts as unchanged: the page keeps what it shows. The outage
 * answer can always be had once the service has answered at all (`answerText`).
 */
export async function contentChangedSince(
  version: PageContentVersion,
  readText: (url: string) => Promise<string | undefined>,
): Promise<boolean> {
  const answers = await Promise.all(
    version.content.map(async ({ url, hash }) => {
      const text = await readText(url).catch(() => undefined);
      return text !== undefined && contentHash(text) !== hash;
    }),
  );
  return answers.includes(true);
}

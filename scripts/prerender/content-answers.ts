import { contentHash, type ContentAnswer } from '../../src/lib/content/content-version.ts';

/**
 * Notes each content answer a page renders from while the build prerenders it (decision 025):
 * every successful GET to one of the content services' addresses, site-relative when it is on
 * the page's own origin, as the page script will ask for it again.
 */
export function recordContentAnswers(
  fetchNow: typeof fetch,
  contentBases: readonly string[],
  pageOrigin: string,
) {
  let answers: ContentAnswer[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetchNow(input, init);
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), `${pageOrigin}/`);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    if (
      method === 'GET' &&
      response.ok &&
      contentBases.some((base) => url.href.startsWith(new URL(base, `${pageOrigin}/`).href))
    ) {
      const address = url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href;
      const hash = contentHash(await response.clone().text());
      answers = [...answers.filter((answer) => answer.url !== address), { url: address, hash }];
    }
    return response;
  };
  return {
    fetch: recordingFetch,
    /** The answers since the last call, sorted by address; starts a new page. */
    take(): ContentAnswer[] {
      const taken = [...answers].sort((a, b) => a.url.localeCompare(b.url));
      answers = [];
      return taken;
    },
  };
}

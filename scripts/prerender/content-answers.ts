import {
  answerText,
  contentHash,
  type ContentAnswer,
} from '../../src/lib/content/content-version.ts';

/**
 * Notes each content answer a page renders from while the build prerenders it (decision 025):
 * every GET to one of the content services' addresses that can be had, site-relative when it is
 * on the page's own origin, as the page script will ask for it again and read as it will read it
 * (`answerText`).
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
      contentBases.some((base) => url.href.startsWith(new URL(base, `${pageOrigin}/`).href))
    ) {
      const address = url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href;
      const text = answerText(address, { ok: response.ok, text: await response.clone().text() });
      if (text !== undefined) {
        const hash = contentHash(text);
        answers = [...answers.filter((answer) => answer.url !== address), { url: address, hash }];
      }
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

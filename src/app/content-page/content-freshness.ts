import {
  answerText,
  contentChangedSince,
  readPageContentVersion,
} from '../../lib/content/content-version.ts';

/**
 * Asks the content service again for each answer the page was built from, as a revalidation
 * (the browser's cache may answer if the service says nothing changed), without credentials
 * and in CORS mode, as the content client and the early requests ask; read as the build read it.
 */
async function readContentText(url: string): Promise<string | undefined> {
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit', mode: 'cors' });
  return answerText(url, { ok: response.ok, text: await response.text() });
}

/**
 * Renews a help page whose content changed since the build (decision 025): the app then loads
 * and renders over the page with what the content service says now, as it does on a form page,
 * keeping the reader's place. A page as built stays as it is, with no app.
 */
export async function renewIfContentChanged(doc: Document = document): Promise<boolean> {
  const version = readPageContentVersion(doc);
  if (!version || !(await contentChangedSince(version, readContentText))) return false;
  await import('../prerender/start-after-paint.ts');
  return true;
}

/** The service-outage content (SPEC section 3): title and message (display text). */
export interface ServiceOutage {
  readonly title: string;
  readonly message: string;
}

/**
 * What the outage service's answer means (SPEC section 2): the outage the help home's banner
 * announces, or undefined for none. Only a document with both a title and a message announces
 * one; an empty document, a 404 (the document taken down), a server error or anything else that
 * is no outage document means no banner. The app's banner and the static home's freshness check
 * (`answerText` in content-version.ts) both read the answer through this, so the two renderings
 * of home agree.
 *
 * @param document the document the service answered, or undefined when the answer failed
 */
export function announcedOutage(document: unknown): ServiceOutage | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const { title, message } = document as Record<string, unknown>;
  if (typeof title !== 'string' || typeof message !== 'string') return undefined;
  return title.trim() !== '' && message.trim() !== '' ? { title, message } : undefined;
}

/**
 * An answer of the outage service as the text of what it announces, so the freshness check
 * compares meanings: every answer that announces nothing reads the same, however it came.
 */
export function outageAnswerText(answer: { readonly ok: boolean; readonly text: string }): string {
  let document: unknown;
  try {
    document = answer.ok ? JSON.parse(answer.text) : undefined;
  } catch {
    document = undefined;
  }
  return JSON.stringify(announcedOutage(document) ?? null);
}

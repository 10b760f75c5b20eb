declare global {
  interface Document {
    /** True while the browser prerenders the page for a link the visitor may follow. */
    readonly prerendering?: boolean;
  }
}

/**
 * Runs `then` once the visitor sees the page: at once, or, for a page the browser prerendered
 * on a speculation rule, when the visitor goes to it. A page view or a monitoring session
 * must not count a page nobody opened.
 */
export function whenPageShown(then: () => void, doc: Document = document): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', () => then(), { once: true });
  else then();
}

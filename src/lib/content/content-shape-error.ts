/**
 * Raised when a content payload does not have the shape its schema in schemas/content/ gives:
 * the page shows "This page can't be shown right now" and the error is logged, never a blank
 * screen. Carries only schema paths, no content.
 */
export class ContentShapeError extends Error {
  constructor(
    /** Which payload, e.g. 'categories' or 'article'. */
    readonly payload: string,
    /** Where the payload breaks its schema (JSON pointers and keywords). */
    readonly problems: readonly string[],
  ) {
    super(`Content "${payload}" does not match its schema: ${problems.slice(0, 5).join('; ')}`);
    this.name = 'ContentShapeError';
  }
}

import { draftKeyPrefix } from '../../lib/storage/draft-key-prefix.ts';
import { servedPathOf } from '../../site/site-paths.ts';

/** Where the words typed into the box on the page at `pathname` are kept (comment-draft.ts). */
export function commentDraftKey(pathname: string): string {
  return `${draftKeyPrefix}was-this-helpful:${servedPathOf(pathname)}`;
}

/**
 * Whether the reader left words in the box on this page (before a reload): then its behaviour
 * loads with the page, to open the box where they are, rather than when the reader reaches for it.
 */
export function hasCommentDraft(pathname: string): boolean {
  try {
    return Boolean(sessionStorage.getItem(commentDraftKey(pathname)));
  } catch {
    return false;
  }
}

import {
  dropDraftWrites,
  flushDraftWrites,
  writeDraftSoon,
} from '../../lib/storage/draft-writes.ts';
import { commentDraftKey } from './comment-draft-key.ts';

/**
 * The words typed into "Tell us more", kept in sessionStorage as a journey's draft is (decision
 * 010), so a reload or the app rendering over the page loses none of them; one per page, cleared
 * once sent, and on sign-out with every draft.
 */
export interface CommentDraft {
  readonly read: () => string;
  readonly write: (text: string) => void;
  readonly forget: () => void;
}

/** The draft of the box on the page at `pathname`. */
export function commentDraft(pathname: string): CommentDraft {
  const key = commentDraftKey(pathname);
  return {
    read: () => {
      flushDraftWrites();
      try {
        return sessionStorage.getItem(key) ?? '';
      } catch {
        return '';
      }
    },
    // Storage refused (private mode, full): the words stay on screen.
    write: (text) => writeDraftSoon(key, text, () => undefined),
    forget: () => {
      dropDraftWrites(key);
      try {
        sessionStorage.removeItem(key);
      } catch {
        // Nothing was stored.
      }
    },
  };
}

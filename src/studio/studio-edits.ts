import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { EditAnswer, StudioOperation, WorkspaceState } from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';

/** What the last edit did, for the page to say (a status) or show (a refusal). */
export interface EditNews {
  readonly status?: string;
  readonly refused?: string;
  readonly state?: WorkspaceState;
}

/**
 * Sends the studio's edits to its server one after another, and refreshes what the page shows
 * afterwards. A run of operations (a question's "Save changes") stops at the first one the
 * model refuses, and the page shows its reason.
 */
export function useStudioEdits(savedWords: { saved: string; nothing: string }) {
  const queryClient = useQueryClient();
  const [news, setNews] = useState<EditNews>({});
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (send: () => Promise<EditAnswer | undefined>, done: string) => {
      setBusy(true);
      try {
        const answer = await send();
        setNews(answer ? { status: done, state: answer.state } : { status: savedWords.nothing });
        return true;
      } catch (error) {
        if (error instanceof StudioRefusal) {
          const state = (error.body as { state?: WorkspaceState } | undefined)?.state;
          setNews({ refused: error.message, state });
          return false;
        }
        setNews({ refused: (error as Error).message });
        return false;
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries();
      }
    },
    [queryClient, savedWords.nothing],
  );

  /** Applies operations in order; resolves true when every one was made. */
  const apply = useCallback(
    (operations: readonly StudioOperation[]) =>
      run(async () => {
        let last: EditAnswer | undefined;
        for (const operation of operations) {
          last = await studioPost<EditAnswer>('apply', { operation });
        }
        return last;
      }, savedWords.saved),
    [run, savedWords.saved],
  );

  const post = useCallback(
    (path: 'undo' | 'redo' | 'keep-as-draft', done: string) =>
      run(() => studioPost<EditAnswer>(path), done),
    [run],
  );

  return { apply, post, news, busy, clearNews: () => setNews({}) };
}

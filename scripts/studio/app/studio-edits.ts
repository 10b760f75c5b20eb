import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { fillMessage } from '../../../src/site/fill-message.ts';
import type { EditAnswer, StudioOperation, WorkspaceState } from './studio-api-types.ts';
import { StudioRefusal, studioPost } from './studio-client.ts';

/** What the last edit did, for the page to say (a status) or show (a refusal). */
export interface EditNews {
  readonly status?: string;
  readonly refused?: string;
  readonly state?: WorkspaceState;
}

/** The words the page says after an edit: `done` may have {summary}, what the edit changed. */
export interface EditWords {
  readonly done: string;
  readonly nothing: string;
}

/** Whether an edit was made, and whether the check then held it (its findings show). */
export interface EditResult {
  readonly made: boolean;
  readonly held: boolean;
}

/**
 * Sends the studio's edits to its server one after another, then refreshes what the page shows.
 * A run of operations (a question's "Save changes") stops at the first one the model refuses,
 * and the page shows its reason; otherwise the page says what changed, in the model's words.
 */
export function useStudioEdits() {
  const queryClient = useQueryClient();
  const [news, setNews] = useState<EditNews>({});
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (send: () => Promise<EditAnswer[]>, words: EditWords): Promise<EditResult> => {
      setBusy(true);
      setNews({});
      try {
        const answers = await send();
        const said = answers.flatMap((answer) => answer.said ?? []);
        const summary = said.map((sentence) => `${sentence}.`).join(' ');
        const state = answers.at(-1)?.state;
        setNews({
          status: said.length > 0 ? fillMessage(words.done, { summary }).trim() : words.nothing,
          state,
        });
        return { made: true, held: state?.held ?? false };
      } catch (error) {
        if (error instanceof StudioRefusal) {
          const state = (error.body as { state?: WorkspaceState } | undefined)?.state;
          setNews({ refused: error.message, state });
          return { made: false, held: state?.held ?? false };
        }
        setNews({ refused: (error as Error).message });
        return { made: false, held: false };
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries();
      }
    },
    [queryClient],
  );

  /** Applies operations in order; `made` when every one was made. */
  const apply = useCallback(
    (operations: readonly StudioOperation[], words: EditWords) =>
      run(async () => {
        const answers: EditAnswer[] = [];
        for (const operation of operations) {
          answers.push(await studioPost<EditAnswer>('apply', { operation }));
        }
        return answers;
      }, words),
    [run],
  );

  const post = useCallback(
    (
      path: 'undo' | 'redo' | 'keep-as-draft' | 'reload-from-disk' | 'keep-studio-version',
      words: EditWords,
    ) => run(async () => [await studioPost<EditAnswer>(path)], words),
    [run],
  );

  return { apply, post, news, busy };
}

import { RefusedWrite } from './safe-write.ts';
import { serverWord } from './server-words.ts';
import { git } from './studio-git.ts';

/**
 * Brings what was published to the base branch (`base`, as fetched) into the change's branch
 * with a merge commit, built without checking anything out (`git merge-tree`), so the editor's
 * own files are untouched until the branch has moved. Refused, with nothing changed, when git
 * cannot merge the two cleanly or `verify` (the schema check on the merged tree) refuses it.
 * Returns the merge commit; the branch's history is kept whole (no rebase, never forced).
 */
export function bringInPublished(
  root: string,
  change: { readonly branch: string; readonly from: string; readonly tip: string },
  base: string,
  verify: (tree: string) => void,
): string {
  let tree: string;
  try {
    tree = git(root, ['merge-tree', '--write-tree', '--no-messages', change.tip, base]);
  } catch {
    // Exit status 1: the two changes clash in the same lines of a file.
    throw new RefusedWrite(serverWord('bringInClashes', { from: change.from }));
  }
  tree = tree.split('\n')[0] ?? '';
  verify(tree);
  const commit = git(
    root,
    ['commit-tree', tree, '-p', change.tip, '-p', base, '-F', '-'],
    {},
    `Bring in the changes published to ${change.from}\n`,
  );
  try {
    git(root, ['update-ref', `refs/heads/${change.branch}`, commit, change.tip]);
  } catch {
    throw new RefusedWrite(serverWord('branchMoved', { branch: change.branch }));
  }
  return commit;
}

import { formHistory, type FormHistoryEntry } from './form-history.ts';
import { git } from './studio-git.ts';

/** Commits others published to one form the change also changes. */
export interface PublishedToForm {
  readonly formId: string;
  /** The branch they are on: the base branch (`from`), or another editor's branch for review. */
  readonly branch: string;
  /** Whether they reached the base branch (and can be brought in), or wait for review. */
  readonly onBase: boolean;
  readonly entries: readonly FormHistoryEntry[];
}

/** What others published that the change does not have, and the base branch as fetched. */
export interface PublishedSinceChange {
  /** The base branch's commit on the remote, as fetched. */
  readonly base: string;
  readonly forms: readonly PublishedToForm[];
}

/** The change's branch: where it started, its base branch and its last commit. */
export interface ChangeOnBranch {
  readonly branch: string;
  readonly from: string;
  readonly start: string;
  readonly tip: string;
}

const formIdsIn = (root: string, from: string, to: string): string[] =>
  [
    ...new Set(
      git(root, ['diff', '--name-only', from, to])
        .split('\n')
        .flatMap((file) => /^schemas\/forms\/([^/]+)\//.exec(file)?.[1] ?? []),
    ),
  ].sort();

/** The forms both commits ranges touch, with the commits of `theirs` that do. */
function clashes(
  root: string,
  change: ChangeOnBranch,
  theirs: string,
  range: string | readonly string[],
  branch: string,
  onBase: boolean,
): PublishedToForm[] {
  const since = git(root, ['merge-base', change.tip, theirs]);
  const ours = new Set(formIdsIn(root, change.start, change.tip));
  return formIdsIn(root, since, theirs)
    .filter((formId) => ours.has(formId))
    .map((formId) => ({ formId, branch, onBase, entries: formHistory(root, range, formId) }))
    .filter((form) => form.entries.length > 0);
}

/**
 * Fetches every branch of `remote` and names what others published, since the change last met
 * it, to the forms the change also changes: commits that reached the base branch (which the
 * editor may bring in), and commits on other editors' branches waiting for review. Throws when
 * the remote cannot be read: before publishing, not knowing is no answer.
 */
export function publishedSinceChange(
  root: string,
  change: ChangeOnBranch,
  remote: string,
): PublishedSinceChange {
  git(root, ['fetch', '--quiet', '--prune', '--', remote], { GIT_TERMINAL_PROMPT: '0' });
  const base = git(root, ['rev-parse', '--verify', `refs/remotes/${remote}/${change.from}`]);
  const onBase = clashes(
    root,
    change,
    base,
    `${git(root, ['merge-base', change.tip, base])}..${base}`,
    change.from,
    true,
  );
  const others = git(root, ['for-each-ref', '--format=%(refname)', `refs/remotes/${remote}/`])
    .split('\n')
    .map((ref) => ref.slice(`refs/remotes/${remote}/`.length))
    .filter((branch) => branch && branch !== 'HEAD')
    .filter((branch) => branch !== change.from && branch !== change.branch)
    .sort();
  const waiting = others.flatMap((branch) => {
    const ref = `refs/remotes/${remote}/${branch}`;
    // Only what is neither ours nor on the base branch yet.
    return clashes(root, change, ref, [ref, `^${base}`, `^${change.tip}`], branch, false);
  });
  return { base, forms: [...onBase, ...waiting] };
}

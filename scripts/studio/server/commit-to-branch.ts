import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StudioFiles } from '../model/studio-operations.ts';
import { RefusedWrite, writablePathOf } from './safe-write.ts';
import { serverWord } from './server-words.ts';
import { git, resolves } from './studio-git.ts';

/** A commit the studio made: the new branch's name and the commit's id. */
export interface StudioCommit {
  readonly branch: string;
  readonly commit: string;
}

/** Why a branch name cannot be used, in plain words, or undefined. */
export function branchNameProblem(root: string, branch: string): string | undefined {
  if (!/^[a-z0-9][a-z0-9._/-]{0,99}$/i.test(branch)) {
    return serverWord('branchName');
  }
  try {
    git(root, ['check-ref-format', '--branch', branch]);
  } catch {
    return serverWord('badBranchName', { branch });
  }
  if (resolves(root, `refs/heads/${branch}`)) return serverWord('branchExists', { branch });
  // 'refs/heads/main', 'origin/main', a tag or a commit's id: git would warn the name is
  // ambiguous, and later commands could read it as the other thing.
  if (
    /^(?:refs|heads|remotes|tags)\//.test(branch) ||
    branch === 'HEAD' ||
    resolves(root, branch)
  ) {
    return serverWord('branchNamesSomething', { branch });
  }
  return undefined;
}

/** Where a commit goes: a new branch from the current commit, or a branch the studio made. */
export interface CommitPlace {
  readonly branch: string;
  /** The branch's last commit, which the new one adds to; absent: a new branch from HEAD. */
  readonly tip?: string;
}

/**
 * Commits `files` (the studio's changed files, by path from the root, whole) with `message`,
 * using git on the machine: on a new branch that starts from the current commit, or on top of
 * the studio's branch at `tip`. The editor's own branch, index and working files are left as
 * they are (the commit is built in a temporary index) and nothing is pushed. Only files the
 * studio may write are committed; a commit that would change nothing is refused, and `verify`
 * sees the new tree before any branch moves (it throws to refuse it).
 */
export function commitToBranch(
  root: string,
  place: CommitPlace,
  message: string,
  files: StudioFiles,
  verify: (tree: string) => void = () => undefined,
): StudioCommit {
  const { branch, tip } = place;
  if (tip === undefined) {
    const problem = branchNameProblem(root, branch);
    if (problem) throw new RefusedWrite(problem);
  } else if (!resolves(root, `refs/heads/${branch}`)) {
    throw new RefusedWrite(serverWord('branchGone', { branch }));
  }
  for (const file of Object.keys(files)) writablePathOf(root, file);
  const scratch = mkdtempSync(path.join(tmpdir(), 'studio-index-'));
  try {
    const env = { GIT_INDEX_FILE: path.join(scratch, 'index') };
    const parent = tip ?? git(root, ['rev-parse', '--verify', 'HEAD']);
    git(root, ['read-tree', parent], env);
    for (const [file, text] of Object.entries(files)) {
      const blob = git(root, ['hash-object', '-w', '--stdin'], env, text);
      git(root, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], env);
    }
    const tree = git(root, ['write-tree'], env);
    // A commit that changes nothing would only be noise for the reviewer.
    if (tree === git(root, ['rev-parse', `${parent}^{tree}`])) {
      throw new RefusedWrite(serverWord('nothingToCommit'));
    }
    verify(tree);
    const commit = git(root, ['commit-tree', tree, '-p', parent, '-F', '-'], env, message);
    // Fails rather than moves a branch that appeared, or moved, meanwhile.
    try {
      git(root, ['update-ref', `refs/heads/${branch}`, commit, tip ?? '']);
    } catch {
      throw new RefusedWrite(serverWord('branchMoved', { branch }));
    }
    return { branch, commit };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Commits `files` on a new branch that starts from the current commit (see commitToBranch). */
export const commitToNewBranch = (
  root: string,
  branch: string,
  message: string,
  files: StudioFiles,
): StudioCommit => commitToBranch(root, { branch }, message, files);

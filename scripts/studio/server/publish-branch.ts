import { formHistory, type FormHistoryEntry } from './form-history.ts';
import { RefusedWrite } from './safe-write.ts';
import { serverWord } from './server-words.ts';
import { git } from './studio-git.ts';

/** Commits to a form the change touches that reached the remote's base branch since it started. */
export interface PublishedSince {
  readonly formId: string;
  readonly entries: readonly FormHistoryEntry[];
}

/** Where a branch went, and where a reviewer opens it. */
export interface Publication {
  readonly branch: string;
  readonly remote: string;
  /** The remote's address, without any user name or password in it. */
  readonly address: string;
  /** The page where a reviewer opens the change (GitHub's compare page, GitLab's new merge request). */
  readonly reviewLink?: string;
  /**
   * What others published to the same forms on the base branch since the change started: the
   * branch does not overwrite it, but the editor and the reviewer should know.
   */
  readonly publishedSince: readonly PublishedSince[];
}

/** A remote's address with any credentials taken out, fit to show. */
export const shownAddress = (address: string): string =>
  address.replace(/^([a-z+]+:\/\/)[^@/]*@/i, '$1');

const encodedBranch = (branch: string) => branch.split('/').map(encodeURIComponent).join('/');

/**
 * The page where a reviewer opens `branch` against `from`, for a remote on GitHub or GitLab
 * (by HTTPS or SSH address); undefined for any other host, which has no page the studio knows.
 */
export function reviewLinkOf(address: string, branch: string, from: string): string | undefined {
  const match =
    /^(?:https?:\/\/(?:[^@/]*@)?|ssh:\/\/(?:[^@/]*@)?|[^@/:]+@)(github\.com|gitlab\.com)[:/](.+?)(?:\.git)?\/?$/i.exec(
      address,
    );
  if (!match) return undefined;
  const [, host = '', project = ''] = match;
  if (host.toLowerCase() === 'github.com') {
    return `https://github.com/${project}/compare/${encodedBranch(from)}...${encodedBranch(branch)}?expand=1`;
  }
  const query = new URLSearchParams({
    'merge_request[source_branch]': branch,
    'merge_request[target_branch]': from,
  });
  return `https://gitlab.com/${project}/-/merge_requests/new?${query.toString()}`;
}

/**
 * Pushes `branch` to `remote` (never forced: a branch changed there since is refused, not
 * overwritten), with the machine's own git credentials and no prompt for them.
 */
export function publishBranch(
  root: string,
  change: { readonly branch: string; readonly from: string; readonly start: string },
  remote: string,
): Publication {
  const { branch, from } = change;
  let address: string;
  try {
    // The address as configured (not rewritten by `insteadOf`): the one a reviewer knows.
    address = git(root, ['config', '--get', `remote.${remote}.url`]);
  } catch {
    throw new RefusedWrite(serverWord('noRemote', { remote }));
  }
  try {
    git(root, ['push', '--quiet', '--', remote, `refs/heads/${branch}:refs/heads/${branch}`], {
      GIT_TERMINAL_PROMPT: '0',
    });
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? '');
    throw new RefusedWrite(
      /rejected|non-fast-forward|fetch first/.test(said)
        ? serverWord('publishRejected', { branch, remote })
        : serverWord('publishFailed', { remote, reason: said.trim().split('\n').at(-1) ?? '' }),
    );
  }
  const reviewLink = reviewLinkOf(address, branch, from);
  return {
    branch,
    remote,
    address: shownAddress(address),
    ...(reviewLink ? { reviewLink } : {}),
    publishedSince: publishedSince(root, change, remote),
  };
}

/**
 * The commits on the remote's base branch since the change started (or last brought them in) that touch the forms the
 * change touches, each form's newest first. Read after the push, so a slow or failed fetch never
 * stops the branch going out; a fetch that fails says nothing.
 */
function publishedSince(
  root: string,
  change: { readonly branch: string; readonly from: string; readonly start: string },
  remote: string,
): PublishedSince[] {
  let fetched: string;
  try {
    git(root, ['fetch', '--quiet', '--', remote, `refs/heads/${change.from}`], {
      GIT_TERMINAL_PROMPT: '0',
    });
    fetched = git(root, ['rev-parse', '--verify', 'FETCH_HEAD']);
  } catch {
    return [];
  }
  // Where the branch last met the base branch: its start, or what it last brought in from there.
  const since = git(root, ['merge-base', `refs/heads/${change.branch}`, fetched]);
  const formIds = [
    ...new Set(
      git(root, ['diff', '--name-only', change.start, `refs/heads/${change.branch}`])
        .split('\n')
        .flatMap((file) => /^schemas\/forms\/([^/]+)\//.exec(file)?.[1] ?? []),
    ),
  ].sort();
  return formIds
    .map((formId) => ({
      formId,
      entries: formHistory(root, `${since}..${fetched}`, formId),
    }))
    .filter((form) => form.entries.length > 0);
}

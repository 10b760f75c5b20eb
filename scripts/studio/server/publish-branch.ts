import { RefusedWrite } from './safe-write.ts';
import { serverWord } from './server-words.ts';
import { git } from './studio-git.ts';

/** Where a branch went, and where a reviewer opens it. */
export interface Publication {
  readonly branch: string;
  readonly remote: string;
  /** The remote's address, without any user name or password in it. */
  readonly address: string;
  /** The page where a reviewer opens the change (GitHub's compare page, GitLab's new merge request). */
  readonly reviewLink?: string;
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
  branch: string,
  from: string,
  remote: string,
): Publication {
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
  };
}

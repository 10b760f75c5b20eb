import { execFileSync } from 'node:child_process';
import type { StudioFiles } from '../model/studio-operations.ts';

/** Runs git in `root` and gives its output, trimmed; throws when git fails. */
export const git = (
  root: string,
  args: readonly string[],
  env?: NodeJS.ProcessEnv,
  input?: string,
): string =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    input,
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  }).trim();

/** Whether `name` already means something to git in this repository. */
export function resolves(root: string, name: string): boolean {
  try {
    git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${name}^{object}`]);
    return true;
  } catch {
    return false;
  }
}

/**
 * The text of every file under `folders` in `treeish` (a commit or a tree), by path from the
 * root: what a branch holds, read without checking it out.
 */
export function filesOfTree(
  root: string,
  treeish: string,
  folders: readonly string[],
): StudioFiles {
  const listing = git(root, ['ls-tree', '-r', '-z', '--full-tree', treeish, '--', ...folders]);
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .flatMap((line) => {
      const [, blob, file] = /^\d+ blob ([0-9a-f]+)\t(.+)$/.exec(line) ?? [];
      return blob && file ? [{ blob, file }] : [];
    });
  if (entries.length === 0) return {};
  // One git for every blob: `cat-file --batch` prints "<id> blob <size>\n<text>\n" for each.
  const output = execFileSync('git', ['cat-file', '--batch'], {
    cwd: root,
    input: entries.map((entry) => entry.blob).join('\n') + '\n',
    maxBuffer: 64 * 1024 * 1024,
  });
  const files: Record<string, string> = {};
  let at = 0;
  for (const entry of entries) {
    const headerEnd = output.indexOf(0x0a, at);
    const size = Number(output.subarray(at, headerEnd).toString('utf8').split(' ')[2]);
    files[entry.file] = output.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
    at = headerEnd + 1 + size + 1;
  }
  return files;
}

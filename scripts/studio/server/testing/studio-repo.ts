import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testedFormFolder, testedFormTarget } from '../../model/testing/tested-form-folder.ts';

/** A throwaway git repository holding the project's schemas, committed on main. */
export interface StudioRepo {
  readonly root: string;
  readonly git: (...args: string[]) => string;
  /** A bare repository beside it, added as the remote `origin`. */
  readonly addRemote: () => string;
  readonly remove: () => void;
}

const run = (cwd: string, args: readonly string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * Copies schemas/ (the feedback details form as the tests know it) into a new repository, with
 * one commit on main by an editor with a name, as on their computer.
 */
export function createStudioRepo(): StudioRepo {
  const folder = mkdtempSync(path.join(tmpdir(), 'studio-repo-'));
  const root = path.join(folder, 'project');
  cpSync('schemas', path.join(root, 'schemas'), { recursive: true });
  cpSync(testedFormFolder, path.join(root, testedFormTarget), { recursive: true });
  const git = (...args: string[]) => run(root, args);
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'Start');
  return {
    root,
    git,
    addRemote() {
      const bare = path.join(folder, 'remote.git');
      run(folder, ['init', '--quiet', '--bare', '--initial-branch=main', bare]);
      git('remote', 'add', 'origin', bare);
      git('push', '--quiet', 'origin', 'main');
      return bare;
    },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/**
 * Another editor's change merged into main on the remote `bare`: they clone it into `folder`,
 * replace `from` with `to` in `file` and push the commit to main under their own name.
 */
export function publishAsAnotherEditor(
  bare: string,
  folder: string,
  file: string,
  from: string,
  to: string,
): void {
  run(path.dirname(folder), ['clone', '--quiet', bare, folder]);
  const theirs = path.join(folder, file);
  writeFileSync(theirs, readFileSync(theirs, 'utf8').replace(from, to));
  const byThem = ['-c', 'user.name=Another editor', '-c', 'user.email=other@example.com'];
  run(folder, [...byThem, 'commit', '--quiet', '--all', '-m', `${from} is now ${to}`]);
  run(folder, ['push', '--quiet', 'origin', 'main']);
}

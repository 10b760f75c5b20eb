import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { git } from '../server/studio-git.ts';
import type { Editor } from './editor-session.ts';

/**
 * The folder of an editor's copy: a hash of the provider's id for them, so no name or email is
 * in a path (or in a log that names one).
 */
export const editorFolderOf = (editor: Editor): string =>
  createHash('sha256').update(editor.id).digest('hex').slice(0, 20);

/**
 * One copy of the shared repository per editor under `folder`: cloned from `remote` the first
 * time they sign in, its commits made in their name, then opened once (`open`) and kept for the
 * service's run. Everything an editor does (edits, undo, the disk guard, commits, publishing)
 * reads and writes their copy only.
 */
export function editorWorkspaces<Workspace>(options: {
  readonly remote: string;
  readonly folder: string;
  readonly open: (root: string, editor: Editor) => Workspace;
}) {
  const opened = new Map<string, Workspace>();
  /** The editor's copy's folder, cloned if it is not there yet. */
  function copyOf(editor: Editor): string {
    const root = path.join(options.folder, editorFolderOf(editor));
    if (!existsSync(path.join(root, '.git'))) {
      mkdirSync(options.folder, { recursive: true });
      git(options.folder, ['clone', '--quiet', '--', options.remote, root], {
        GIT_TERMINAL_PROMPT: '0',
      });
    }
    // Their commits carry their name, as the provider gives it, each time they sign in.
    git(root, ['config', 'user.name', editor.name]);
    git(root, ['config', 'user.email', editor.email]);
    return root;
  }
  return {
    copyOf,
    /** The editor's workspace, opened on their copy the first time it is asked for. */
    workspaceOf(editor: Editor): Workspace {
      const key = editorFolderOf(editor);
      let workspace = opened.get(key);
      if (workspace === undefined) {
        workspace = options.open(copyOf(editor), editor);
        opened.set(key, workspace);
      }
      return workspace;
    },
  };
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { git } from '../server/studio-git.ts';
import { createStudioWorkspace } from '../server/studio-workspace.ts';
import { createStudioRepo, type StudioRepo } from '../server/testing/studio-repo.ts';
import type { Editor } from './editor-session.ts';
import { editorFolderOf, editorWorkspaces } from './editor-workspaces.ts';

let repo: StudioRepo;
let bare = '';
let folder = '';
const amira: Editor = { id: 'editor-1', name: 'Amira Khan', email: 'amira.khan@example.com' };
const ben: Editor = { id: 'editor-2', name: 'Ben Okafor', email: 'ben.okafor@example.com' };
const formId = 'feedback-details';
const schemaFile = `schemas/forms/${formId}/${formId}.schema.json`;

beforeEach(() => {
  repo = createStudioRepo();
  bare = repo.addRemote();
  folder = path.join(path.dirname(bare), 'workspaces');
});

afterEach(() => repo.remove());

describe("each editor's own copy (decision 061)", { timeout: 120_000 }, () => {
  it('clones the shared repository once per editor, under a folder that names nobody', () => {
    const workspaces = editorWorkspaces({ remote: bare, folder, open: (root) => root });
    const theirs = workspaces.workspaceOf(amira);
    const his = workspaces.workspaceOf(ben);
    expect(theirs).not.toBe(his);
    expect(path.dirname(theirs)).toBe(folder);
    expect(readdirSync(folder).sort()).toEqual([editorFolderOf(amira), editorFolderOf(ben)].sort());
    expect(readdirSync(folder).join(' ')).not.toMatch(/amira|ben|editor-|example/i);
    expect(git(theirs, ['rev-parse', 'HEAD'])).toBe(repo.git('rev-parse', 'main'));
    // Their commits carry their own name.
    expect(git(theirs, ['config', 'user.name'])).toBe('Amira Khan');
    expect(git(his, ['config', 'user.email'])).toBe('ben.okafor@example.com');
  });

  it('opens an editor’s workspace once, and a new run finds their copy as they left it', () => {
    let opened = 0;
    const open = (root: string) => {
      opened += 1;
      return root;
    };
    const workspaces = editorWorkspaces({ remote: bare, folder, open });
    const root = workspaces.workspaceOf(amira);
    expect(workspaces.workspaceOf(amira)).toBe(root);
    expect(opened).toBe(1);
    git(root, ['commit', '--quiet', '--allow-empty', '-m', 'Kept']);
    const again = editorWorkspaces({ remote: bare, folder, open }).workspaceOf(amira);
    expect(git(again, ['log', '-1', '--format=%s'])).toBe('Kept');
  });

  it("keeps one editor's edits, undo and commits out of another's copy", () => {
    const workspaces = editorWorkspaces({
      remote: bare,
      folder,
      open: (root) => createStudioWorkspace(root, { checkBeforePublish: true }),
    });
    const theirs = workspaces.workspaceOf(amira);
    const his = workspaces.workspaceOf(ben);
    theirs.apply({ op: 'set-hint', formId, field: 'email', hint: 'We reply to this address' });
    const read = (editor: Editor) =>
      readFileSync(path.join(workspaces.copyOf(editor), schemaFile), 'utf8');
    expect(read(amira)).toContain('We reply to this address');
    expect(read(ben)).not.toContain('We reply to this address');
    expect(his.state()).toMatchObject({ changed: false, canUndo: false, changedOnDisk: [] });
    theirs.commit('forms/email-hint');
    expect(git(workspaces.copyOf(amira), ['log', '-1', '--format=%an', 'forms/email-hint'])).toBe(
      'Amira Khan',
    );
    expect(existsSync(path.join(workspaces.copyOf(ben), '.git/refs/heads/forms/email-hint'))).toBe(
      false,
    );
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { studioReadFolders } from '../model/studio-files.ts';
import { filesOfTree, git } from './studio-git.ts';
import { createStudioWorkspace } from './studio-workspace.ts';
import { createStudioRepo, type StudioRepo } from './testing/studio-repo.ts';

let repo: StudioRepo;
let bare = '';
const formId = 'feedback-details';
const schemaFile = `schemas/forms/${formId}/${formId}.schema.json`;
const hint = (field: string, words: string) =>
  ({ op: 'set-hint', formId, field, hint: words }) as const;

/** An editor's own copy, cloned from the remote, committing in their name. */
function editorCopy(name: string) {
  const root = path.join(path.dirname(bare), name);
  execFileSync('git', ['clone', '--quiet', bare, root]);
  git(root, ['config', 'user.name', name]);
  git(root, ['config', 'user.email', `${name.toLowerCase()}@example.com`]);
  return { root, workspace: createStudioWorkspace(root, { checkBeforePublish: true }) };
}

const onRemote = (ref: string) =>
  execFileSync('git', ['for-each-ref', '--format=%(objectname)', `refs/heads/${ref}`], {
    cwd: bare,
    encoding: 'utf8',
  }).trim();

/**
 * Amira's hint on `field` committed to `branch` in her copy, published, and merged into main
 * on the remote by the reviewer.
 */
function mergedIntoMain(field: string, words: string, branch: string): void {
  const amira = editorCopy('Amira');
  amira.workspace.apply(hint(field, words));
  amira.workspace.commit(branch);
  amira.workspace.publish();
  git(amira.root, ['push', '--quiet', 'origin', `refs/heads/${branch}:refs/heads/main`]);
}

beforeEach(() => {
  repo = createStudioRepo();
  bare = repo.addRemote();
});

afterEach(() => repo.remove());

// Issue 39, deliverable 6: an edit to a form another editor has published since is noticed,
// never overwritten.
describe(
  'publishing when another editor published to the same form (decision 061)',
  { timeout: 180_000 },
  () => {
    it('stops before sending, names their branch and who, and publishes as it is when asked', () => {
      const amira = editorCopy('Amira');
      const ben = editorCopy('Ben');
      amira.workspace.apply(hint('firstName', 'As on your bill'));
      amira.workspace.commit('forms/first-name-hint');
      expect(amira.workspace.publish().published?.branch).toBe('forms/first-name-hint');

      ben.workspace.apply(hint('email', 'We reply to this address'));
      ben.workspace.commit('forms/email-hint');
      const outcome = ben.workspace.publish();
      expect(outcome.published).toBeUndefined();
      expect(outcome.clashes).toEqual([
        {
          formId,
          title: 'Your details',
          branch: 'forms/first-name-hint',
          onBase: false,
          entries: [
            expect.objectContaining({
              author: 'Amira',
              changes: ["'First name' now has the hint 'As on your bill'"],
            }),
          ],
        },
      ]);
      // Nothing sent.
      expect(onRemote('forms/email-hint')).toBe('');
      // Waiting for review, theirs cannot be brought in: asking to sends nothing either.
      expect(ben.workspace.publish('bring-in').clashes).toHaveLength(1);
      expect(ben.workspace.publish('as-it-is').published?.branch).toBe('forms/email-hint');
      expect(onRemote('forms/email-hint')).toBe(git(ben.root, ['rev-parse', 'forms/email-hint']));
      expect(onRemote('forms/first-name-hint')).toBe(
        git(amira.root, ['rev-parse', 'forms/first-name-hint']),
      );
    });

    it('brings in a change merged into main, which then passes the check, and publishes both', () => {
      const ben = editorCopy('Ben');
      mergedIntoMain('firstName', 'As on your bill', 'forms/first-name-hint');
      const main = onRemote('main');

      ben.workspace.apply(hint('email', 'We reply to this address'));
      const started = ben.workspace.commit('forms/email-hint');
      expect(ben.workspace.publish().clashes).toEqual([
        expect.objectContaining({ branch: 'main', onBase: true }),
      ]);
      const { published, broughtIn } = ben.workspace.publish('bring-in');
      expect(broughtIn).toBe(true);
      expect(published?.branch).toBe('forms/email-hint');
      const tip = onRemote('forms/email-hint');
      expect(git(ben.root, ['rev-parse', `${tip}^1`, `${tip}^2`]).split('\n')).toEqual([
        started.commit,
        main,
      ]);
      // Main is theirs as it was; the branch holds both hints and passes the check.
      expect(onRemote('main')).toBe(main);
      const onBranch = filesOfTree(ben.root, tip, studioReadFolders);
      expect(onBranch[schemaFile]).toContain('As on your bill');
      expect(onBranch[schemaFile]).toContain('We reply to this address');
      expect(checkStudioFiles(onBranch).filter((found) => found.severity !== 'warning')).toEqual(
        [],
      );
      // Ben's copy shows both, with nothing left to commit.
      expect(readFileSync(path.join(ben.root, schemaFile), 'utf8')).toContain('As on your bill');
      expect(ben.workspace.state()).toMatchObject({ changed: false, change: { tip, commits: 2 } });
      // Nothing more to tell the next time.
      expect(ben.workspace.publish().published?.publishedSince).toEqual([]);
    });

    it('refuses to bring in a change to the same lines, and keeps the branch as it was', () => {
      const ben = editorCopy('Ben');
      mergedIntoMain('email', 'Where we reply', 'forms/email-words');

      ben.workspace.apply(hint('email', 'We reply to this address'));
      const made = ben.workspace.commit('forms/email-hint');
      expect(() => ben.workspace.publish('bring-in')).toThrow(/change the same lines/);
      expect(git(ben.root, ['rev-parse', 'forms/email-hint'])).toBe(made.commit);
      expect(onRemote('forms/email-hint')).toBe('');
    });

    it('refuses to bring in a change that would leave the forms failing the check', () => {
      const ben = editorCopy('Ben');
      // A developer's commit on main that the check refuses, in lines Ben does not touch.
      const theirs = editorCopy('Developer');
      const file = path.join(theirs.root, schemaFile);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('"to": "/surname"', '"to": "/no-such-place"'),
      );
      git(theirs.root, ['commit', '--quiet', '--all', '-m', 'Send the last name elsewhere']);
      git(theirs.root, ['push', '--quiet', 'origin', 'main']);

      ben.workspace.apply(hint('email', 'We reply to this address'));
      const made = ben.workspace.commit('forms/email-hint');
      expect(ben.workspace.publish().clashes).toEqual([
        expect.objectContaining({ branch: 'main', onBase: true }),
      ]);
      expect(() => ben.workspace.publish('bring-in')).toThrow(
        /would not pass the check \(\d+ problems?\), so nothing was changed/,
      );
      expect(git(ben.root, ['rev-parse', 'forms/email-hint'])).toBe(made.commit);
      expect(readFileSync(path.join(ben.root, schemaFile), 'utf8')).toContain('"to": "/surname"');
      expect(onRemote('forms/email-hint')).toBe('');
    });

    it('sends nothing when the shared repository cannot be read', () => {
      const amira = editorCopy('Amira');
      amira.workspace.apply(hint('email', 'Where we reply'));
      amira.workspace.commit('forms/email-words');
      git(amira.root, ['remote', 'set-url', 'origin', path.join(path.dirname(bare), 'gone.git')]);
      expect(() => amira.workspace.publish()).toThrow(/could not read the shared repository/);
    });
  },
);

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { studioReadFolders } from '../model/studio-files.ts';
import { bestTimeQuestion } from '../model/testing/real-studio-files.ts';
import { filesOfTree } from './studio-git.ts';
import { createStudioWorkspace } from './studio-workspace.ts';
import {
  createStudioRepo,
  publishAsAnotherEditor,
  type StudioRepo,
} from './testing/studio-repo.ts';

let repo: StudioRepo;
/** Each test runs the whole check several times (on a busy machine, seconds each). */
const slow = 120_000;
const formId = 'feedback-details';
const schemaFile = `schemas/forms/${formId}/${formId}.schema.json`;
const read = (file: string) => readFileSync(path.join(repo.root, file), 'utf8');
const addBestTime = { ...bestTimeQuestion, exampleAnswers: { 0: 'Morning', 1: 'Afternoon' } };
const hint = (words: string) => ({ op: 'set-hint', formId, field: 'email', hint: words }) as const;
/** What the check finds on a branch as a reviewer would check it out. */
const branchFindings = (ref: string) =>
  checkStudioFiles(filesOfTree(repo.root, ref, studioReadFolders)).filter(
    (finding) => finding.severity !== 'warning',
  );

beforeEach(() => {
  repo = createStudioRepo();
});

afterEach(() => repo.remove());

// Issue 39, finding 1.
describe(
  "a change's commits go on one branch, each with the edits since the one before",
  { timeout: slow },
  () => {
    it('adds a second commit to the same branch, holding only the hint, and the branch passes the check', () => {
      const workspace = createStudioWorkspace(repo.root);
      expect(workspace.apply(addBestTime).state.held).toBe(false);
      const first = workspace.commit('forms/contact-preference');
      expect(workspace.state().change).toMatchObject({
        branch: 'forms/contact-preference',
        from: 'main',
        commits: 1,
      });
      workspace.apply(hint('We reply to this address'));
      const second = workspace.commit('forms/second-change');
      expect(second).toEqual({ branch: 'forms/contact-preference', commit: expect.any(String) });
      expect(repo.git('rev-parse', `${second.commit}^`)).toBe(first.commit);
      expect(repo.git('diff', '--name-only', first.commit, second.commit)).toBe(schemaFile);
      const lines = repo
        .git('diff', '--unified=0', first.commit, second.commit)
        .split('\n')
        .filter((line) => /^[-+][^-+]/.test(line));
      expect(lines).toEqual([
        expect.stringMatching(/^-.*"description"/),
        '+      "description": "We reply to this address",',
      ]);
      expect(repo.git('log', '-1', '--format=%s', second.commit)).toBe(
        "'Email address' now has the hint 'We reply to this address'",
      );
      expect(repo.git('branch', '--list', 'forms/second-change')).toBe('');
      expect(branchFindings('forms/contact-preference')).toEqual([]);
      // The editor's own checkout is left alone.
      expect(repo.git('branch', '--show-current')).toBe('main');
    });

    it('goes on adding to the branch after the studio restarts, and starts a new one from main when asked', () => {
      const workspace = createStudioWorkspace(repo.root);
      workspace.apply(addBestTime);
      const first = workspace.commit('forms/contact-preference');
      const again = createStudioWorkspace(repo.root);
      expect(again.state().change?.tip).toBe(first.commit);
      again.apply(hint('We reply to this address'));
      const second = again.commit('');
      expect(second.branch).toBe('forms/contact-preference');
      again.startNewChange();
      expect(again.state()).toMatchObject({ changed: false, changedOnDisk: [] });
      expect(again.state().change).toBeUndefined();
      expect(read(schemaFile)).toBe(repo.git('show', `main:${schemaFile}`) + '\n');
      again.apply(hint('Only to reply'));
      const third = again.commit('forms/only-to-reply');
      expect(repo.git('rev-parse', `${third.commit}^`)).toBe(repo.git('rev-parse', 'main'));
      expect(branchFindings('forms/only-to-reply')).toEqual([]);
    });
  },
);

// Issue 39, finding 2.
describe('a file changed on disk while the studio runs', { timeout: slow }, () => {
  const handEdit = () => {
    const text = read(schemaFile).replace('"title": "Email address"', '"title": "Your email"');
    writeFileSync(path.join(repo.root, schemaFile), text);
    return text;
  };

  it('is noticed, and the next edit is held, not written over it', () => {
    const workspace = createStudioWorkspace(repo.root);
    const byHand = handEdit();
    expect(workspace.state().changedOnDisk).toEqual([schemaFile]);
    const outcome = workspace.apply(hint('We reply to this address'));
    expect(outcome.state).toMatchObject({ held: true, changedOnDisk: [schemaFile] });
    expect(read(schemaFile)).toBe(byHand);
    expect(() => workspace.commit('forms/hint')).toThrow(/changed outside the studio/);
  });

  it('is taken as it is when the editor reloads it, losing the edit held and its undo', () => {
    const workspace = createStudioWorkspace(repo.root);
    const byHand = handEdit();
    workspace.apply(hint('We reply to this address'));
    const reloaded = workspace.reloadFromDisk();
    expect(reloaded.state).toMatchObject({ held: false, changedOnDisk: [], canUndo: false });
    expect(read(schemaFile)).toBe(byHand);
    expect(workspace.files()[schemaFile]).toBe(byHand);
    // The next edit is made on the hand-edited file.
    workspace.apply(hint('Only to reply'));
    expect(read(schemaFile)).toContain('"title": "Your email"');
    expect(read(schemaFile)).toContain('"description": "Only to reply"');
  });

  it("is written over with the studio's version when the editor keeps theirs", () => {
    const workspace = createStudioWorkspace(repo.root);
    handEdit();
    workspace.apply(hint('We reply to this address'));
    const kept = workspace.keepStudioVersion();
    expect(kept.state).toMatchObject({ held: false, changedOnDisk: [], canUndo: true });
    expect(read(schemaFile)).toContain('"title": "Email address"');
    expect(read(schemaFile)).toContain('"description": "We reply to this address"');
  });
});

// Issue 39, deliverable 1: undo survives a commit and a restart.
describe('undo', { timeout: slow }, () => {
  it('survives a commit and a restart of the studio', () => {
    const before = read(schemaFile);
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    workspace.commit('forms/hint');
    expect(workspace.state().canUndo).toBe(true);
    const again = createStudioWorkspace(repo.root);
    expect(again.state()).toMatchObject({ canUndo: true, changed: false });
    again.undo();
    expect(read(schemaFile)).toBe(before);
    expect(again.review().summary).toEqual([
      "'Email address' now has the hint 'We'll send a confirmation to this address'",
    ]);
    const third = createStudioWorkspace(repo.root);
    expect(third.state()).toMatchObject({ canUndo: false, canRedo: true, changed: true });
  });

  it('is forgotten at a restart when a file it would undo changed meanwhile', () => {
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    writeFileSync(path.join(repo.root, schemaFile), read(schemaFile).replace('reply', 'answer'));
    expect(createStudioWorkspace(repo.root).state().canUndo).toBe(false);
  });
});

// Issue 39, deliverable 5.
describe('publishing a change for review', { timeout: slow }, () => {
  it('pushes the branch to the remote and says where it went', () => {
    const bare = repo.addRemote();
    const workspace = createStudioWorkspace(repo.root);
    expect(() => workspace.publish()).toThrow(/Commit your change before you publish it/);
    workspace.apply(hint('We reply to this address'));
    const made = workspace.commit('forms/hint');
    expect(workspace.publish().published).toEqual({
      branch: 'forms/hint',
      remote: 'origin',
      address: bare,
      publishedSince: [],
    });
    expect(repo.git('ls-remote', 'origin', 'refs/heads/forms/hint')).toBe(
      `${made.commit}\trefs/heads/forms/hint`,
    );
  });

  it("gives GitHub's compare page for a remote on GitHub", () => {
    const bare = repo.addRemote();
    // The GitHub address stands for the bare repository here: nothing leaves the machine.
    repo.git('remote', 'set-url', 'origin', 'https://github.com/energy/help-site.git');
    repo.git('config', `url.${bare}.insteadOf`, 'https://github.com/energy/help-site.git');
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    workspace.commit('forms/hint');
    expect(workspace.publish().published).toMatchObject({
      address: 'https://github.com/energy/help-site.git',
      reviewLink: 'https://github.com/energy/help-site/compare/main...forms/hint?expand=1',
    });
    expect(repo.git('ls-remote', bare, 'refs/heads/forms/hint')).toMatch(
      /refs\/heads\/forms\/hint$/,
    );
  });

  // Issue 39, deliverable 6: an edit to a form another editor has published since is noticed.
  it('says what another editor published to the same form since the change started, and leaves it be', () => {
    const bare = repo.addRemote();
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    workspace.commit('forms/hint');
    // Another editor, on their own copy, has their change to the same form merged into main.
    publishAsAnotherEditor(
      bare,
      `${repo.root}-other`,
      schemaFile,
      '"title": "Last name"',
      '"title": "Surname"',
    );
    const mainThere = execFileSync('git', ['rev-parse', 'main'], { cwd: bare, encoding: 'utf8' });
    const { published } = workspace.publish();
    expect(published?.publishedSince).toEqual([
      {
        formId,
        entries: [
          expect.objectContaining({
            author: 'Another editor',
            changes: ["'Last name' is now called 'Surname'"],
          }),
        ],
      },
    ]);
    // Never overwritten: main there is theirs, the change went to its own branch.
    expect(execFileSync('git', ['rev-parse', 'main'], { cwd: bare, encoding: 'utf8' })).toBe(
      mainThere,
    );
  });

  it('never overwrites a branch that changed on the remote since', () => {
    repo.addRemote();
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    workspace.commit('forms/hint');
    // A reviewer's commit on the branch there, which the editor's copy does not have.
    const reviewers = repo.git('commit-tree', 'main^{tree}', '-p', 'main', '-m', 'Reviewed');
    repo.git('push', '--quiet', 'origin', `${reviewers}:refs/heads/forms/hint`);
    const theirs = repo.git('ls-remote', 'origin', 'refs/heads/forms/hint');
    expect(() => workspace.publish()).toThrow(/was not overwritten/);
    expect(repo.git('ls-remote', 'origin', 'refs/heads/forms/hint')).toBe(theirs);
  });

  it('says plainly when the project has no remote', () => {
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    workspace.commit('forms/hint');
    expect(() => workspace.publish()).toThrow(/no git remote called "origin"/);
  });
});

describe("a form's history", { timeout: slow }, () => {
  it('lists each commit to the form, newest first, in plain words, with who and when', () => {
    const workspace = createStudioWorkspace(repo.root);
    workspace.apply(hint('We reply to this address'));
    workspace.commit('forms/hint');
    workspace.apply({ op: 'set-label', formId, field: 'firstName', label: 'Your first name' });
    workspace.commit('');
    const history = workspace.history(formId);
    expect(history.map((entry) => entry.changes)).toEqual([
      ["'First name' is now called 'Your first name'"],
      ["'Email address' now has the hint 'We reply to this address'"],
      // A developer's commit reads as the studio would say it.
      ['New form feedback-details'],
    ]);
    expect(history[0]).toMatchObject({ author: 'Editor', when: expect.stringMatching(/^\d{4}-/) });
    expect(workspace.history('meter-read').map((entry) => entry.changes)).toEqual([
      ['New form meter-read'],
    ]);
  });
});

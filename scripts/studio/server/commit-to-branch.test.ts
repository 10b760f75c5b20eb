import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitToNewBranch } from './commit-to-branch.ts';
import { RefusedWrite } from './safe-write.ts';

let root = '';
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const file = 'schemas/forms/feedback-details/feedback-details.schema.json';

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'studio-git-'));
  mkdirSync(path.join(root, 'schemas/forms/feedback-details'), { recursive: true });
  writeFileSync(path.join(root, file), '{ "title": "Before" }\n');
  git('init', '--quiet', '--initial-branch=main');
  // The editor's own name for commits, as on their computer (a machine may have none set).
  git('config', 'user.name', 'Editor');
  git('config', 'user.email', 'editor@example.com');
  git('add', '.');
  git('commit', '-qm', 'Start');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the studio commits a change to a new branch', () => {
  it('commits the files with the summary, leaving the checked-out branch and index alone', () => {
    const head = git('rev-parse', 'HEAD');
    const made = commitToNewBranch(
      root,
      'forms/new-title',
      "The feedback form's title is now 'After'",
      { [file]: '{ "title": "After" }\n' },
    );
    expect(made.branch).toBe('forms/new-title');
    expect(git('rev-parse', 'forms/new-title')).toBe(made.commit);
    expect(git('log', '-1', '--format=%s', 'forms/new-title')).toBe(
      "The feedback form's title is now 'After'",
    );
    expect(git('show', `forms/new-title:${file}`)).toBe('{ "title": "After" }');
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('branch', '--show-current')).toBe('main');
    expect(git('status', '--porcelain')).toBe('');
    expect(readFileSync(path.join(root, file), 'utf8')).toBe('{ "title": "Before" }\n');
  });

  it('refuses a branch that exists, a bad name, and a file outside the forms', () => {
    const files = { [file]: '{}\n' };
    expect(() => commitToNewBranch(root, 'main', 'm', files)).toThrow(/already a branch/);
    expect(() => commitToNewBranch(root, 'a..b', 'm', files)).toThrow(RefusedWrite);
    expect(() => commitToNewBranch(root, '-x', 'm', files)).toThrow(RefusedWrite);
    expect(() => commitToNewBranch(root, 'forms/x', 'm', { 'src/x.ts': 'export {};\n' })).toThrow(
      RefusedWrite,
    );
    expect(git('branch', '--list', 'forms/x')).toBe('');
  });

  // Issue 39, finding 6.
  it('refuses a name git could read as something else: a full ref, a remote branch, a tag, a commit', () => {
    const files = { [file]: '{}\n' };
    git('tag', 'v1');
    const head = git('rev-parse', 'HEAD');
    for (const name of ['refs/heads/main', 'heads/main', 'v1', head.slice(0, 12), 'HEAD']) {
      expect(() => commitToNewBranch(root, name, 'm', files), name).toThrow(
        /already names something|cannot be a branch name|already a branch/,
      );
    }
    expect(git('for-each-ref', '--format=%(refname)', 'refs/heads')).toBe('refs/heads/main');
  });

  it('refuses a commit that changes nothing', () => {
    expect(() =>
      commitToNewBranch(root, 'forms/same', 'm', { [file]: '{ "title": "Before" }\n' }),
    ).toThrow(/nothing to commit/);
    expect(git('branch', '--list', 'forms/same')).toBe('');
  });
});

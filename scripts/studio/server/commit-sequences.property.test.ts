import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from '../model/check-studio-files.ts';
import { studioReadFolders } from '../model/studio-files.ts';
import type { StudioFiles, StudioOperation } from '../model/studio-operations.ts';
import { bestTimeQuestion } from '../model/testing/real-studio-files.ts';
import { filesOfTree } from './studio-git.ts';
import { createStudioWorkspace, type StudioWorkspace } from './studio-workspace.ts';
import { createStudioRepo } from './testing/studio-repo.ts';

/**
 * Issue 39, finding 1: random runs of edits, undos, redos, commits and restarts of the studio
 * on a throwaway repository. Every commit holds exactly the edits made since the one before,
 * the branch holds exactly the edits since it started from main, and the branch, as a reviewer
 * checks it out, passes the check.
 */

const formId = 'feedback-details';
type Step =
  | { readonly kind: 'edit'; readonly operation: StudioOperation }
  | { readonly kind: 'undo' | 'redo' | 'commit' | 'restart' };

const fields = fc.constantFrom('firstName', 'email', 'telephoneNumber');
const words = fc.constantFrom('We reply to this address', 'A UK number', 'As on your bill');
const edit: fc.Arbitrary<Step> = fc
  .oneof(
    fc
      .record({ field: fields, hint: words })
      .map(({ field, hint }): StudioOperation => ({ op: 'set-hint', formId, field, hint })),
    fc
      .record({ field: fields, label: words })
      .map(({ field, label }): StudioOperation => ({ op: 'set-label', formId, field, label })),
    fc.constant<StudioOperation>({
      ...bestTimeQuestion,
      exampleAnswers: { 0: 'Morning', 1: 'Afternoon' },
    }),
  )
  .map((operation) => ({ kind: 'edit', operation }));
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: edit },
  { weight: 2, arbitrary: fc.constantFrom<Step>({ kind: 'undo' }, { kind: 'redo' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'restart' }) },
);
/** Two or three rounds of a few steps, each ending in a commit. */
const run = fc
  .array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 3 })
  .map((rounds) => rounds.flatMap((round): Step[] => [...round, { kind: 'commit' }]));

/** The paths whose texts differ between two sets of files. */
const differing = (before: StudioFiles, after: StudioFiles) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((file) => before[file] !== after[file])
    .sort();

describe('commits over random runs of edits', () => {
  it('each holds the edits since the last, on a branch from main that passes the check', () => {
    fc.assert(
      fc.property(run, (steps) => {
        const repo = createStudioRepo();
        try {
          const main = repo.git('rev-parse', 'main');
          const start = filesOfTree(repo.root, main, studioReadFolders);
          let workspace: StudioWorkspace = createStudioWorkspace(repo.root);
          /** The files as the last commit left them. */
          let committed = start;
          let commits = 0;
          for (const taken of steps) {
            if (taken.kind === 'edit') workspace.apply(taken.operation);
            else if (taken.kind === 'undo') workspace.undo();
            else if (taken.kind === 'redo') workspace.redo();
            else if (taken.kind === 'restart') workspace = createStudioWorkspace(repo.root);
            else {
              const now = workspace.files();
              const edited = differing(committed, now);
              if (edited.length === 0 || workspace.state().held) {
                expect(() => workspace.commit(`forms/change-${commits}`)).toThrow();
                continue;
              }
              const made = workspace.commit(`forms/change-${commits}`);
              commits += 1;
              expect(made.branch).toBe('forms/change-0');
              const parent = repo.git('rev-parse', `${made.commit}^`);
              expect(
                repo.git('diff', '--name-only', parent, made.commit).split('\n').sort(),
              ).toEqual(edited);
              const onBranch = filesOfTree(repo.root, made.commit, studioReadFolders);
              for (const file of edited) expect(onBranch[file], file).toBe(now[file]);
              expect(differing(start, onBranch)).toEqual(differing(start, now));
              expect(repo.git('merge-base', main, made.commit)).toBe(main);
              expect(
                checkStudioFiles(onBranch).filter((finding) => finding.severity !== 'warning'),
              ).toEqual([]);
              committed = now;
            }
          }
          expect(repo.git('rev-parse', 'main')).toBe(main);
        } finally {
          repo.remove();
        }
      }),
      { numRuns: 6 },
    );
  }, 600_000);
});

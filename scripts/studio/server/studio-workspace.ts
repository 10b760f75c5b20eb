import { checkStudioFiles, type Problem } from '../model/check-studio-files.ts';
import { describeStudioChange } from '../model/describe-studio-change.ts';
import { describeStudioForm } from '../model/describe-studio-form.ts';
import { exampleLeadsOf, type StudioExampleLead } from '../model/example-leads.ts';
import { findingPlace, type FindingPlace } from '../model/finding-place.ts';
import { loadStudioFiles, studioReadFolders } from '../model/studio-files.ts';
import { type StudioFiles, type StudioOperation } from '../model/studio-operations.ts';
import { createStudioSession } from '../model/studio-session.ts';
import type { FindingWords } from '../model/finding-sentences.ts';
import { findingWords } from '../model/finding-words.ts';
import { commitToBranch, type StudioCommit } from './commit-to-branch.ts';
import { formHistory } from './form-history.ts';
import { bringInPublished } from './bring-in-published.ts';
import { publishBranch, type Publication } from './publish-branch.ts';
import { publishedSinceChange, type PublishedToForm } from './published-since.ts';
import { RefusedWrite, removeStudioFile, writeStudioFile } from './safe-write.ts';
import { serverWord } from './server-words.ts';
import { filesOfTree, git } from './studio-git.ts';
import { loadStudioMemory, saveStudioMemory, type StudioChange } from './studio-memory.ts';

export type { Publication, StudioChange };

/** A form others changed since this change started, named as the editor knows it. */
export interface PublishClash extends PublishedToForm {
  readonly title: string;
}

/**
 * What "Publish for review" did: the branch published, or (for a team, before anything is sent)
 * the forms others published changes to since, for the editor to choose.
 */
export interface PublishOutcome {
  readonly published?: Publication;
  /** Whether what others published to the base branch was brought in first. */
  readonly broughtIn?: boolean;
  readonly clashes?: readonly PublishClash[];
}

/**
 * How the editor chose to publish after being told of others' changes: bring in those published
 * to the base branch first, or publish the branch as it is for the reviewer.
 */
export type PublishChoice = 'bring-in' | 'as-it-is';

/** A finding of the check, with where the studio's control to fix it is, in an editor's words. */
export interface StudioFinding extends Problem {
  readonly place: FindingPlace;
  readonly words: FindingWords;
}

/** Where the session's files stand against the files on disk. */
export interface WorkspaceState {
  /** What the check finds in the session's files (none that block: they are written). */
  readonly findings: readonly StudioFinding[];
  /** The session holds changes the check refused: they are not written. */
  readonly held: boolean;
  /** Files on disk with problems the check found (kept as a draft), by path. */
  readonly drafts: readonly string[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Whether the session's files differ from those the studio started from (or last committed). */
  readonly changed: boolean;
  /**
   * Files changed on disk since the studio last read or wrote them (a developer's fix, a git
   * pull): nothing is written until the editor chooses to reload them or keep the studio's.
   */
  readonly changedOnDisk: readonly string[];
  /** The branch the next commit adds to; absent: the next commit starts a new branch. */
  readonly change?: StudioChange;
  /** The git remote "Publish" pushes to. */
  readonly remote: string;
}

/** The outcome of an edit: the state after it, what it changed, or the model's refusal. */
export interface EditOutcome {
  readonly state: WorkspaceState;
  /** What the edit changed, in plain words (none when it changed nothing). */
  readonly said?: readonly string[];
  readonly refused?: string;
}

/** The lead one example sends before and after the change; absent on a side: none. */
export interface ExampleLeadChange {
  readonly name: string;
  readonly journey: string;
  readonly before?: object;
  readonly after?: object;
}

const changedPaths = (before: StudioFiles, after: StudioFiles): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (file) => before[file] !== after[file],
  );

const blocking = (findings: readonly Problem[]) =>
  findings.filter((finding) => finding.severity !== 'warning');

/** Each example's lead before and after, matched by example and journey. */
function leadChanges(
  before: readonly StudioExampleLead[],
  after: readonly StudioExampleLead[],
): ExampleLeadChange[] {
  const keyOf = (lead: StudioExampleLead) => `${lead.example}\u0000${lead.journeyId}`;
  const changes = new Map<string, ExampleLeadChange>();
  for (const lead of before) {
    changes.set(keyOf(lead), { name: lead.example, journey: lead.journey, before: lead.lead });
  }
  for (const lead of after) {
    const old = changes.get(keyOf(lead));
    changes.set(keyOf(lead), {
      ...(old ?? { name: lead.example, journey: lead.journey }),
      after: lead.lead,
    });
  }
  return [...changes.values()];
}

/**
 * The studio's one editing session over a project's form and message files. Every edit goes
 * through the model (scripts/studio/model/); the check of `npm run schemas:check` runs on the
 * result in memory, and only a result it passes is written (through writeStudioFile, the one way
 * the studio writes), so the forms preview shows it at once. A result the check refuses is held
 * in the session, unwritten, until the editor fixes it, undoes it or keeps it as a draft.
 */
export function createStudioWorkspace(
  root: string,
  options: {
    /** The git remote "Publish" pushes to. */
    readonly remote?: string;
    /**
     * Fetch the remote before publishing and stop at changes others published to the same forms
     * since (the studio run for a team, decision 061), rather than only naming them after.
     */
    readonly checkBeforePublish?: boolean;
  } = {},
) {
  const remote = options.remote ?? 'origin';
  const loaded = loadStudioFiles(root);
  const memory = loadStudioMemory(root, loaded);
  const session = createStudioSession(loaded, memory.session);
  /** The branch the studio's commits go on; kept only while git still has it where it was. */
  let change =
    memory.change && branchTip(memory.change.branch) === memory.change.tip
      ? memory.change
      : undefined;
  /** The files as the studio last read or wrote them. */
  let onDisk: StudioFiles = loaded;
  let findings: readonly Problem[] = checkStudioFiles(session.files);
  /** What the check finds in the files on disk: problems there make their forms drafts. */
  let diskFindings = session.files === loaded ? findings : checkStudioFiles(onDisk);

  function branchTip(branch: string): string | undefined {
    try {
      return git(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`]);
    } catch {
      return undefined;
    }
  }

  const remember = () => saveStudioMemory(root, session.files, session.record(), change);

  /** The files changed on disk since the studio last read or wrote them. */
  const changedOnDisk = (): string[] => changedPaths(onDisk, loadStudioFiles(root)).sort();

  const write = (files: StudioFiles) => {
    // Never over a change made outside the studio: the editor chooses first (reloadFromDisk,
    // keepStudioVersion).
    if (changedOnDisk().length > 0) return;
    for (const file of changedPaths(onDisk, files)) {
      const text = files[file];
      if (text !== undefined) writeStudioFile(root, file, text);
      // No operation removes a file: one the session no longer has is one an undone edit made
      // (a new step's form), as the studio wrote it (nothing changed on disk since).
      else removeStudioFile(root, file);
    }
    onDisk = files;
    diskFindings = findings;
  };

  const state = (): WorkspaceState => ({
    findings: findings.map((finding) => {
      const place = findingPlace(session.files, finding);
      return { ...finding, place, words: findingWords(session.files, finding, place) };
    }),
    held: changedPaths(onDisk, session.files).length > 0,
    drafts: [...new Set(blocking(diskFindings).map((finding) => finding.file))].sort(),
    canUndo: session.canUndo,
    canRedo: session.canRedo,
    changed: changedPaths(session.baseline, session.files).length > 0,
    changedOnDisk: changedOnDisk(),
    ...(change ? { change } : {}),
    remote,
  });

  /** Checks the session's files, writes them if the check passes, and keeps the record. */
  const settle = () => {
    findings = checkStudioFiles(session.files);
    if (blocking(findings).length === 0) write(session.files);
    remember();
  };

  /** The commit the next commit builds on: the change's branch, or the one checked out. */
  const parentCommit = () => change?.tip ?? git(root, ['rev-parse', '--verify', 'HEAD']);

  /** Settles an edit made from `previous`, and says what it changed. */
  const settled = (previous: StudioFiles): EditOutcome => {
    settle();
    return { state: state(), said: describeStudioChange(previous, session.files) };
  };

  return {
    state,
    files: () => session.files,
    describeForm: (formId: string) => describeStudioForm(session.files, formId),
    apply(operation: StudioOperation): EditOutcome {
      const previous = session.files;
      const result = session.apply(operation);
      if ('refused' in result) return { refused: result.refused, state: state() };
      return settled(previous);
    },
    undo(): EditOutcome {
      const previous = session.files;
      return session.undo() ? settled(previous) : { state: state() };
    },
    redo(): EditOutcome {
      const previous = session.files;
      return session.redo() ? settled(previous) : { state: state() };
    },
    /** Writes the session's files though the check refuses them: a draft, and the studio says so. */
    keepAsDraft(): EditOutcome {
      write(session.files);
      return { state: state() };
    },
    /**
     * Takes the files changed on disk as they are there, in place of the session's: the studio's
     * edits to them not yet committed are lost, and so is undo. A file that matches the commit
     * the next commit builds on (a git pull) is no part of the editor's change.
     */
    reloadFromDisk(): EditOutcome {
      const disk = loadStudioFiles(root);
      const paths = changedPaths(onDisk, disk);
      let committed: StudioFiles = {};
      try {
        committed = filesOfTree(root, parentCommit(), studioReadFolders);
      } catch {
        // No commit yet: every file read is part of the change.
      }
      const texts = Object.fromEntries(paths.map((file) => [file, disk[file]]));
      session.replaceFiles(
        texts,
        Object.fromEntries(
          paths.filter((file) => committed[file] === disk[file]).map((file) => [file, disk[file]]),
        ),
      );
      onDisk = { ...disk };
      diskFindings = checkStudioFiles(onDisk);
      return settled(session.files);
    },
    /** Writes the session's files over the changes made on disk, as the editor chose. */
    keepStudioVersion(): EditOutcome {
      onDisk = loadStudioFiles(root);
      return settled(session.files);
    },
    /** The change so far: in plain words, a diff per file, and each example's lead before and after. */
    review() {
      const before = session.baseline;
      const after = session.files;
      const formIds = [
        ...new Set(
          changedPaths(before, after).flatMap(
            (file) => /^schemas\/forms\/([^/]+)\//.exec(file)?.[1] ?? [],
          ),
        ),
      ].sort();
      return {
        summary: session.summary(),
        diff: session.diff(),
        leads: formIds.map((formId) => ({
          formId,
          examples: leadChanges(exampleLeadsOf(before, formId), exampleLeadsOf(after, formId)),
        })),
        state: state(),
      };
    },
    /**
     * Commits the change so far to a new branch, its summary the message, and starts the next
     * change from there. Refused while the check finds problems: a commit holds checked files only.
     */
    commit(branch: string): StudioCommit {
      if (blocking(checkStudioFiles(session.files)).length > 0) {
        throw new RefusedWrite(serverWord('commitWithFindings'));
      }
      if (changedOnDisk().length > 0) throw new RefusedWrite(serverWord('commitWithDiskChanges'));
      const summary = session.summary();
      // The summary is the message: its first sentence the subject, every sentence below it.
      const message = [
        summary[0] ?? 'Forms studio change',
        '',
        ...summary.map((line) => `- ${line}`),
      ].join('\n');
      const changed = Object.fromEntries(
        changedPaths(session.baseline, session.files).flatMap((file) => {
          const text = session.files[file];
          return text === undefined ? [] : [[file, text]];
        }),
      );
      const from = change?.from ?? currentBranchName();
      const made = commitToBranch(
        root,
        change ? { branch: change.branch, tip: change.tip } : { branch },
        `${message}\n`,
        changed,
        (tree) => {
          // The branch as a reviewer checks it out must pass the check, not only the files here.
          const problems = blocking(checkStudioFiles(filesOfTree(root, tree, studioReadFolders)));
          if (problems.length > 0) {
            throw new RefusedWrite(serverWord('branchWouldFail', { count: problems.length }));
          }
        },
      );
      change = {
        branch: made.branch,
        from,
        start: change?.start ?? git(root, ['rev-parse', `${made.commit}^`]),
        tip: made.commit,
        commits: (change?.commits ?? 0) + 1,
      };
      session.markSaved();
      remember();
      return made;
    },
    /**
     * Pushes the change's branch to the project's remote for review: the commits only, not the
     * edits made since the last commit.
     */
    publish(choice?: PublishChoice): PublishOutcome {
      if (!change) throw new RefusedWrite(serverWord('nothingToPublish'));
      if (options.checkBeforePublish && choice !== 'as-it-is') {
        let since: ReturnType<typeof publishedSinceChange>;
        try {
          since = publishedSinceChange(root, change, remote);
        } catch {
          throw new RefusedWrite(serverWord('remoteUnread'));
        }
        const onBase = since.forms.filter((form) => form.onBase);
        if (choice === 'bring-in' && onBase.length > 0) {
          bringIn(change, since.base);
          return { published: publishBranch(root, change, remote), broughtIn: true };
        }
        if (since.forms.length > 0) {
          return {
            clashes: since.forms.map((form) => ({
              ...form,
              title: describeStudioForm(session.files, form.formId)?.title ?? form.formId,
            })),
          };
        }
      }
      return { published: publishBranch(root, change, remote) };
    },
    /**
     * Ends the change: the studio's files go back to those of the commit checked out, and the
     * next commit starts a new branch from it. Refused while there are edits not yet committed.
     */
    startNewChange(): EditOutcome {
      if (changedPaths(session.baseline, session.files).length > 0) {
        throw new RefusedWrite(serverWord('commitBeforeNewChange'));
      }
      if (changedOnDisk().length > 0) throw new RefusedWrite(serverWord('commitWithDiskChanges'));
      if (change) {
        const head = filesOfTree(root, 'HEAD', studioReadFolders);
        const onBranch = filesOfTree(root, change.tip, studioReadFolders);
        // Files the branch added stay: the studio never deletes a file.
        const back = Object.fromEntries(
          changedPaths(head, onBranch).flatMap((file) =>
            head[file] === undefined ? [] : [[file, head[file]]],
          ),
        );
        session.replaceFiles(back, back);
        change = undefined;
      }
      return settled(session.files);
    },
    /** The form's history on the change's branch (or the commit checked out), newest first. */
    history: (formId: string) => formHistory(root, change?.tip ?? 'HEAD', formId),
  };

  /**
   * Merges what was published to the base branch into the change's branch (bringInPublished),
   * then takes the files it changed as the studio's own, already committed: the editor's copy
   * shows both changes. Refused while the editor has edits not committed.
   */
  function bringIn(current: StudioChange, base: string): void {
    if (changedPaths(session.baseline, session.files).length > 0) {
      throw new RefusedWrite(serverWord('bringInWithEdits'));
    }
    if (changedOnDisk().length > 0) throw new RefusedWrite(serverWord('commitWithDiskChanges'));
    const commit = bringInPublished(root, current, base, (tree) => {
      const problems = blocking(checkStudioFiles(filesOfTree(root, tree, studioReadFolders)));
      if (problems.length > 0) {
        throw new RefusedWrite(serverWord('bringInWouldFail', { count: problems.length }));
      }
    });
    const before = filesOfTree(root, current.tip, studioReadFolders);
    const after = filesOfTree(root, commit, studioReadFolders);
    const texts = Object.fromEntries(
      changedPaths(before, after).map((file) => [file, after[file]]),
    );
    session.replaceFiles(texts, texts);
    change = { ...current, tip: commit, commits: current.commits + 1 };
    settle();
  }

  function currentBranchName(): string {
    try {
      return git(root, ['symbolic-ref', '--short', '--quiet', 'HEAD']);
    } catch {
      return git(root, ['rev-parse', '--short', 'HEAD']);
    }
  }
}

export type StudioWorkspace = ReturnType<typeof createStudioWorkspace>;

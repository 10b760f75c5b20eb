import { checkStudioFiles, type Problem } from '../model/check-studio-files.ts';
import { describeStudioChange } from '../model/describe-studio-change.ts';
import { describeStudioForm } from '../model/describe-studio-form.ts';
import { exampleLeadsOf, type StudioExampleLead } from '../model/example-leads.ts';
import { findingPlace, type FindingPlace } from '../model/finding-place.ts';
import { loadStudioFiles } from '../model/studio-files.ts';
import { type StudioFiles, type StudioOperation } from '../model/studio-operations.ts';
import { createStudioSession } from '../model/studio-session.ts';
import { findingWords, type FindingWords } from '../model/finding-words.ts';
import { commitToNewBranch, type StudioCommit } from './commit-to-branch.ts';
import { RefusedWrite, writeStudioFile } from './safe-write.ts';
import { serverWord } from './server-words.ts';

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
export function createStudioWorkspace(root: string) {
  const session = createStudioSession(loadStudioFiles(root));
  let onDisk: StudioFiles = session.files;
  let findings: readonly Problem[] = checkStudioFiles(onDisk);
  /** What the check finds in the files on disk: problems there make their forms drafts. */
  let diskFindings = findings;

  const write = (files: StudioFiles) => {
    for (const file of changedPaths(onDisk, files)) {
      // The studio never deletes a file: no operation removes one.
      const text = files[file];
      if (text !== undefined) writeStudioFile(root, file, text);
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
  });

  /** Checks the session's files and writes them if the check passes. */
  const settle = () => {
    findings = checkStudioFiles(session.files);
    if (blocking(findings).length === 0) write(session.files);
  };

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
      const made = commitToNewBranch(root, branch, `${message}\n`, changed);
      session.markSaved();
      return made;
    },
  };
}

export type StudioWorkspace = ReturnType<typeof createStudioWorkspace>;

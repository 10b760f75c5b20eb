import { applyStudioOperation } from './apply-studio-operation.ts';
import { describeStudioChange } from './describe-studio-change.ts';
import { diffStudioFiles, type StudioFileDiff } from './diff-studio-files.ts';
import type { StudioFiles, StudioOperation, StudioOperationResult } from './studio-operations.ts';

/** One applied step of a session: the operation and the files before it. */
interface Step {
  readonly operation: StudioOperation;
  readonly before: StudioFiles;
  readonly after: StudioFiles;
}

/** A file's text before and after a step; null: the file is absent on that side. */
export interface RecordedChange {
  readonly before: string | null;
  readonly after: string | null;
}

/** A step as kept on disk: its operation and only the files it changed. */
export interface RecordedStep {
  readonly operation: StudioOperation;
  readonly changes: Readonly<Record<string, RecordedChange>>;
}

/**
 * What a session needs to go on after the studio restarts, besides the files themselves: the
 * baseline where it differs from the files, and the steps to undo and redo.
 */
export interface SessionRecord {
  readonly baseline: Readonly<Record<string, string | null>>;
  readonly done: readonly RecordedStep[];
  readonly undone: readonly RecordedStep[];
}

const pathsOf = (...sides: StudioFiles[]) => [
  ...new Set(sides.flatMap((files) => Object.keys(files))),
];

/** `files` with each recorded text put in (null: the file removed). */
function withTexts(files: StudioFiles, texts: Readonly<Record<string, string | null>>) {
  const result = new Map(Object.entries(files));
  for (const [file, text] of Object.entries(texts)) {
    if (text === null) result.delete(file);
    else result.set(file, text);
  }
  return Object.fromEntries(result);
}

/** Each file that differs between the sides, with its text on `from`'s side (null: absent). */
function differing(from: StudioFiles, to: StudioFiles): Record<string, string | null> {
  return Object.fromEntries(
    pathsOf(from, to)
      .filter((file) => from[file] !== to[file])
      .map((file) => [file, from[file] ?? null]),
  );
}

const recorded = (step: Step): RecordedStep => ({
  operation: step.operation,
  changes: Object.fromEntries(
    pathsOf(step.before, step.after)
      .filter((file) => step.before[file] !== step.after[file])
      .map((file) => [
        file,
        { before: step.before[file] ?? null, after: step.after[file] ?? null },
      ]),
  ),
});

const sideOf = (step: RecordedStep, side: keyof RecordedChange) =>
  Object.fromEntries(Object.entries(step.changes).map(([file, change]) => [file, change[side]]));

/** An editing session over files in memory: apply, undo and redo, and the change so far. */
export interface StudioSession {
  /** The files as edited now. */
  readonly files: StudioFiles;
  /** The files the change is measured from (as loaded, or as last saved). */
  readonly baseline: StudioFiles;
  /** The operations applied since the baseline, oldest first (undone ones left out). */
  readonly operations: readonly StudioOperation[];
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Applies an operation; a refused one changes nothing and is not kept. */
  apply(operation: StudioOperation): StudioOperationResult;
  /** Takes back the last operation; false when there is none. */
  undo(): boolean;
  /** Applies again the last operation undone; false when there is none. */
  redo(): boolean;
  /** The change since the baseline in plain words. */
  summary(): string[];
  /** The change since the baseline, a unified diff per file. */
  diff(): StudioFileDiff[];
  /**
   * Makes the files as they are now the baseline (after they are committed). Undo and redo
   * stay: undoing a committed step is a change of its own, for the next commit.
   */
  markSaved(): void;
  /**
   * Puts texts read from disk in place of the session's (undefined: the file is gone), and
   * `baselineTexts` in the baseline's. The steps to undo and redo are dropped: they were made
   * on the texts replaced.
   */
  replaceFiles(
    texts: Readonly<Record<string, string | undefined>>,
    baselineTexts?: Readonly<Record<string, string | undefined>>,
  ): void;
  /** What the studio keeps on disk to go on after a restart. */
  record(): SessionRecord;
}

/**
 * A session starting from `files`, or going on from `record` (kept by an earlier session over
 * these same files: the caller makes sure the files are as it left them).
 */
export function createStudioSession(files: StudioFiles, record?: SessionRecord): StudioSession {
  let baseline: StudioFiles = record ? withTexts(files, record.baseline) : files;
  let current = files;
  let done: Step[] = [];
  let undone: Step[] = [];
  if (record) {
    // The files are where the last step done left them: each step done before it is found by
    // going back, each undone step by going forward from there.
    let at = files;
    for (const step of [...record.done].reverse()) {
      const before = withTexts(at, sideOf(step, 'before'));
      done = [{ operation: step.operation, before, after: at }, ...done];
      at = before;
    }
    at = files;
    for (const step of [...record.undone].reverse()) {
      const after = withTexts(at, sideOf(step, 'after'));
      undone = [{ operation: step.operation, before: at, after }, ...undone];
      at = after;
    }
  }
  return {
    get files() {
      return current;
    },
    get baseline() {
      return baseline;
    },
    get operations() {
      return done.map((step) => step.operation);
    },
    get canUndo() {
      return done.length > 0;
    },
    get canRedo() {
      return undone.length > 0;
    },
    apply(operation) {
      const result = applyStudioOperation(current, operation);
      if ('refused' in result) return result;
      done = [...done, { operation, before: current, after: result.files }];
      undone = [];
      current = result.files;
      return result;
    },
    undo() {
      const step = done.at(-1);
      if (!step) return false;
      done = done.slice(0, -1);
      undone = [...undone, step];
      current = step.before;
      return true;
    },
    redo() {
      const step = undone.at(-1);
      if (!step) return false;
      undone = undone.slice(0, -1);
      done = [...done, step];
      current = step.after;
      return true;
    },
    summary: () => describeStudioChange(baseline, current),
    diff: () => diffStudioFiles(baseline, current),
    markSaved() {
      baseline = current;
    },
    replaceFiles(texts, baselineTexts = {}) {
      const nulled = (given: Readonly<Record<string, string | undefined>>) =>
        Object.fromEntries(Object.entries(given).map(([file, text]) => [file, text ?? null]));
      current = withTexts(current, nulled(texts));
      baseline = withTexts(baseline, nulled(baselineTexts));
      done = [];
      undone = [];
    },
    record: () => ({
      baseline: differing(baseline, current),
      done: done.map(recorded),
      undone: undone.map(recorded),
    }),
  };
}

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
  /** Makes the files as they are now the baseline (after they are saved or committed). */
  markSaved(): void;
}

/** A session starting from `files`. */
export function createStudioSession(files: StudioFiles): StudioSession {
  let baseline = files;
  let current = files;
  let done: Step[] = [];
  let undone: Step[] = [];
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
      done = [];
      undone = [];
    },
  };
}

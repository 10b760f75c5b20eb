import { createTwoFilesPatch, structuredPatch } from 'diff';
import type { StudioFiles } from './studio-operations.ts';

/** One changed file of a studio change, as a reviewer reads it. */
export interface StudioFileDiff {
  readonly file: string;
  /** A unified diff (as `git diff` shows one), three lines of context. */
  readonly diff: string;
  readonly added: number;
  readonly removed: number;
}

/** The paths whose text differs between `before` and `after`, sorted. */
export const changedFiles = (before: StudioFiles, after: StudioFiles): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((file) => before[file] !== after[file])
    .sort();

/** A unified diff per changed file, with how many lines each adds and removes. */
export function diffStudioFiles(before: StudioFiles, after: StudioFiles): StudioFileDiff[] {
  return changedFiles(before, after).map((file) => {
    const old = before[file] ?? '';
    const now = after[file] ?? '';
    const lines = structuredPatch(file, file, old, now, '', '', { context: 0 }).hunks.flatMap(
      (hunk) => hunk.lines,
    );
    return {
      file,
      diff: createTwoFilesPatch(`a/${file}`, `b/${file}`, old, now, '', '', { context: 3 }),
      added: lines.filter((line) => line.startsWith('+')).length,
      removed: lines.filter((line) => line.startsWith('-')).length,
    };
  });
}

/** The lines a change removes and adds in one file, for tests and summaries. */
export function changedLines(
  before: string,
  after: string,
): { removed: string[]; added: string[] } {
  const lines = structuredPatch('a', 'b', before, after, '', '', { context: 0 }).hunks.flatMap(
    (hunk) => hunk.lines,
  );
  return {
    removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
    added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
  };
}

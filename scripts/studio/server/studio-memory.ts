import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SessionRecord } from '../model/studio-session.ts';
import type { StudioFiles } from '../model/studio-operations.ts';
import { git } from './studio-git.ts';

/**
 * The studio's own folder in the project, git-ignored: what it keeps between runs. Never a form
 * file, so never written through writeStudioFile, and never committed.
 */
export const studioMemoryFolder = '.studio';

/** The branch the studio's commits go on, until the editor starts a new change. */
export interface StudioChange {
  readonly branch: string;
  /** The branch the change started from (what HEAD was on), for the reviewer's compare page. */
  readonly from: string;
  /** The commit the branch started from. */
  readonly start: string;
  /** The branch's last commit, which the next one adds to. */
  readonly tip: string;
  readonly commits: number;
}

/** What the studio keeps between runs. */
interface Memory {
  readonly change?: StudioChange;
  readonly session: SessionRecord;
  /** The hash of each file the undo history touches, as the studio left it. */
  readonly hashes: Readonly<Record<string, string | null>>;
}

const hashOf = (text: string | undefined) =>
  text === undefined ? null : createHash('sha256').update(text).digest('hex');

/**
 * In the repository's own git folder when there is one: no dev server watches it (a write in
 * the project's folder on every edit could make Vite reload the studio's page), and each
 * worktree has its own. Otherwise in .studio/ in the project.
 */
function memoryFile(root: string): string {
  try {
    return path.join(git(root, ['rev-parse', '--absolute-git-dir']), 'studio-session.json');
  } catch {
    return path.join(root, studioMemoryFolder, 'session.json');
  }
}

const touched = (record: SessionRecord) => [
  ...new Set([...record.done, ...record.undone].flatMap((step) => Object.keys(step.changes))),
];

/** Keeps the session's record and the change's branch for the next run. */
export function saveStudioMemory(
  root: string,
  files: StudioFiles,
  session: SessionRecord,
  change: StudioChange | undefined,
): void {
  const memory: Memory = {
    ...(change ? { change } : {}),
    session,
    hashes: Object.fromEntries(touched(session).map((file) => [file, hashOf(files[file])])),
  };
  const file = memoryFile(root);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole then renamed: a studio stopped mid-write leaves the last record, not half.
  writeFileSync(`${file}.new`, JSON.stringify(memory));
  renameSync(`${file}.new`, file);
}

/**
 * What the last run kept, for files as they are now: its undo history only if every file it
 * touches is as that run left it (a file changed since would make undo write over the change).
 */
export function loadStudioMemory(
  root: string,
  files: StudioFiles,
): { readonly session?: SessionRecord; readonly change?: StudioChange } {
  let memory: Memory;
  try {
    memory = JSON.parse(readFileSync(memoryFile(root), 'utf8')) as Memory;
  } catch {
    return {};
  }
  const same = Object.entries(memory.hashes).every(([file, hash]) => hashOf(files[file]) === hash);
  return {
    session: same ? memory.session : { ...memory.session, done: [], undone: [] },
    ...(memory.change ? { change: memory.change } : {}),
  };
}

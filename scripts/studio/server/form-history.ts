import { describeStudioChange } from '../model/describe-studio-change.ts';
import { studioReadFolders } from '../model/studio-files.ts';
import { filesOfTree, git } from './studio-git.ts';

/** One commit that changed a form: what changed in plain words, when and by whom. */
export interface FormHistoryEntry {
  readonly commit: string;
  readonly author: string;
  /** When, as ISO 8601 with the author's offset. */
  readonly when: string;
  /** What changed, in the studio's plain words (or the commit's own subject when it has none). */
  readonly changes: readonly string[];
}

const largestHistory = 50;

/**
 * The commits on `ref` (or in a range, `a..b`, or several revisions, `[b, '^a']`) that changed the form `formId`'s files, newest first, each described as
 * the studio describes a change (describeStudioChange on the files before and after it), so a
 * developer's commit reads as plainly as the studio's own.
 */
export function formHistory(
  root: string,
  ref: string | readonly string[],
  formId: string,
): FormHistoryEntry[] {
  let log: string;
  try {
    log = git(root, [
      'log',
      `--max-count=${largestHistory}`,
      '--format=%H%x1f%P%x1f%an%x1f%aI%x1f%s%x1e',
      ...(typeof ref === 'string' ? [ref] : ref),
      '--',
      `schemas/forms/${formId}/`,
    ]);
  } catch {
    // No commits yet, or no repository: no history to show.
    return [];
  }
  return log
    .split('\x1e')
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [commit = '', parents = '', author = '', when = '', subject = ''] =
        record.split('\x1f');
      const parent = parents.split(' ')[0];
      let changes: string[] = [];
      try {
        const after = filesOfTree(root, commit, studioReadFolders);
        const earlier = parent ? filesOfTree(root, parent, studioReadFolders) : {};
        // Only this form's files as they were: the commit's other changes are other forms' history.
        const folder = `schemas/forms/${formId}/`;
        const before = Object.fromEntries([
          ...Object.entries(after).filter(([file]) => !file.startsWith(folder)),
          ...Object.entries(earlier).filter(([file]) => file.startsWith(folder)),
        ]);
        changes = describeStudioChange(before, after);
      } catch {
        // A commit whose files the studio cannot read still has its subject.
      }
      return { commit, author, when, changes: changes.length > 0 ? changes : [subject] };
    });
}

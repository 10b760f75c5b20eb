import {
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  rmdirSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { studioEditedFolders } from '../model/studio-files.ts';
import { serverWord } from './server-words.ts';

/** The only folders the studio writes in, relative to the project's root. */
export const writableFolders = studioEditedFolders;

/** A write the studio refused, with why in plain words. */
export class RefusedWrite extends Error {
  override readonly name = 'RefusedWrite';
}

const isInside = (folder: string, file: string): boolean => {
  const relative = path.relative(folder, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * Makes the folders of `file` (relative to `realRoot`) that are not there yet, one at a time,
 * each only inside the project as it really is (every link on the way followed): a new form's
 * folder, or schemas/journeys/ for a project's first journey declared as data.
 */
function makeFolders(realRoot: string, file: string, writable: string): void {
  let current = realRoot;
  for (const part of path.dirname(file).split('/')) {
    const next = path.join(current, part);
    if (!existsSync(next)) {
      if (current !== realRoot && !isInside(realRoot, current))
        throw new RefusedWrite(serverWord('folderLeadsOut', { file, folder: writable }));
      mkdirSync(next);
    }
    current = realpathSync(next);
  }
}

/**
 * Where `file` (a path relative to `root`, with forward slashes) may be written, or a
 * RefusedWrite: an absolute path, a `..` part, a name outside schemas/forms/ and
 * schemas/messages/, or a folder that is (or passes through) a symbolic link leading out of them.
 * A folder not there yet is made (makeFolders).
 */
export function writablePathOf(root: string, file: string): string {
  if (path.isAbsolute(file) || /^[a-zA-Z]:/.test(file) || file.includes('\\')) {
    throw new RefusedWrite(serverWord('notFromProject', { file }));
  }
  const parts = file.split('/');
  if (parts.some((part) => part === '..' || part === '.' || part === '')) {
    throw new RefusedWrite(serverWord('leavesFolder', { file }));
  }
  const folder = writableFolders.find((candidate) => file.startsWith(`${candidate}/`));
  if (!folder || !file.endsWith('.json')) {
    throw new RefusedWrite(
      serverWord('notWritable', { file, folders: `${writableFolders.join('/ and ')}/` }),
    );
  }
  const realRoot = realpathSync(root);
  makeFolders(realRoot, file, folder);
  const realFolder = realpathSync(path.join(realRoot, folder));
  const target = path.join(realRoot, file);
  // The folder the file goes in, with every symbolic link on the way followed.
  const realParent = realpathSync(path.dirname(target));
  if (realParent !== realFolder && !isInside(realFolder, realParent)) {
    throw new RefusedWrite(serverWord('folderLeadsOut', { file, folder }));
  }
  return path.join(realParent, path.basename(target));
}

/**
 * The one way the studio writes a file: only where `writablePathOf` allows, and never through a
 * symbolic link in place of the file itself (O_NOFOLLOW), so a link planted in a form's folder
 * cannot carry a write elsewhere. A new file's folder is made first, inside the project only.
 */
export function writeStudioFile(root: string, file: string, text: string): void {
  const target = writablePathOf(root, file);
  try {
    if (lstatSync(target).isSymbolicLink()) {
      throw new RefusedWrite(serverWord('isLink', { file }));
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  let descriptor: number;
  try {
    descriptor = openSync(
      target,
      constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
      0o644,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') {
      throw new RefusedWrite(serverWord('isLink', { file }));
    }
    throw error;
  }
  try {
    writeSync(descriptor, text);
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Removes a file the studio wrote, where `writablePathOf` allows, and then its folder if that is
 * left empty (a new form's, when adding its step is undone): never a folder the studio writes in.
 */
export function removeStudioFile(root: string, file: string): void {
  const target = writablePathOf(root, file);
  if (lstatSync(target).isSymbolicLink()) throw new RefusedWrite(serverWord('isLink', { file }));
  unlinkSync(target);
  const folder = path.dirname(target);
  const writesIn = writableFolders.some((name) => {
    const own = path.join(root, name);
    return existsSync(own) && realpathSync(own) === folder;
  });
  if (!writesIn && readdirSync(folder).length === 0) rmdirSync(folder);
}

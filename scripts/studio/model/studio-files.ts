import { readFileTexts } from '../../schema-check/schema-tree.ts';
import type { StudioFiles } from './studio-operations.ts';

/**
 * The files the studio holds in memory: the forms, the shared messages and the journeys declared
 * as data it edits, and the lead schemas it reads (where an answer may go, and the example leads
 * it checks) but never edits.
 */
export const studioEditedFolders = [
  'schemas/forms',
  'schemas/messages',
  'schemas/journeys',
] as const;
export const studioReadFolders = [...studioEditedFolders, 'schemas/leads'] as const;

/** Whether the studio may change the file at `file` (a path from the project root). */
export function isStudioEditable(file: string): boolean {
  const parts = file.split('/');
  return (
    studioEditedFolders.some((folder) => file.startsWith(`${folder}/`)) &&
    file.endsWith('.json') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\'))
  );
}

/** Reads the studio's files from a project root (the one reader the schema check uses too). */
export function loadStudioFiles(root: string): StudioFiles {
  return readFileTexts(root, studioReadFolders);
}

/** The three files of a form. */
export function formFilesOf(formId: string) {
  const base = `schemas/forms/${formId}/${formId}`;
  return {
    schema: `${base}.schema.json`,
    ui: `${base}.ui.json`,
    examples: `${base}.examples.json`,
  } as const;
}

/** The ids of the forms in `files`, sorted. */
export function formIdsIn(files: StudioFiles): string[] {
  const ids = Object.keys(files).flatMap(
    (file) => /^schemas\/forms\/([^/]+)\/\1\.schema\.json$/.exec(file)?.[1] ?? [],
  );
  return [...new Set(ids)].sort();
}

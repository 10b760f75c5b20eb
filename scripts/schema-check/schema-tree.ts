import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { jsonSyntaxError, jsonSyntaxPlace } from './json-syntax-error.ts';
import type { Problem } from './problems.ts';
import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';

/** A JSON file as read: its path from the root and its content (undefined if unreadable). */
export interface JsonFile {
  readonly file: string;
  readonly data: unknown;
}

/** One form folder of schemas/forms/. */
export interface FormFolder {
  readonly formId: string;
  readonly schema?: JsonFile;
  readonly ui?: JsonFile;
  readonly examples?: JsonFile;
}

/** Everything the check looks at, read into memory (tests build broken copies of it). */
export interface SchemaTree {
  readonly forms: readonly FormFolder[];
  readonly contentSchemas: readonly JsonFile[];
  readonly leadSchemas: readonly JsonFile[];
  /** JSON files under schemas/messages/: the site's words, and the schemas some of them follow. */
  readonly messages: readonly JsonFile[];
  /** JSON files under content-fixtures/, `file` relative to the root. */
  readonly contentFixtures: readonly JsonFile[];
  /** Problems met while reading (files that are not JSON). */
  readonly readProblems: readonly Problem[];
  /**
   * The forms each journey declared in schemas/journeys/ asks, in order (decision 055): forms
   * of two journeys are never sent in one lead. A declaration that does not read is left out
   * (the journeys' own check names it).
   */
  readonly journeyForms?: readonly (readonly string[])[];
}

/** The form ids a declaration's text lists, or none when it does not read. */
function formsOfDeclaration(text: string): string[] {
  try {
    const steps = (JSON.parse(text) as { steps?: unknown }).steps;
    return Array.isArray(steps)
      ? steps.flatMap((step: { formId?: unknown } | null) =>
          typeof step?.formId === 'string' ? [step.formId] : [],
        )
      : [];
  } catch {
    return [];
  }
}

/** Whether a value is a JSON object (a schema, a UI schema): the one guard, named for schemas. */
export const isSchemaNode: (value: unknown) => value is SchemaNode = isJsonObject;

function jsonFilesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => {
      const relative = `${folder}/${name}`;
      if (statSync(path.join(root, relative)).isDirectory()) return jsonFilesUnder(root, relative);
      return name.endsWith('.json') ? [relative] : [];
    });
}

/** The texts of files, by path from the project root ('schemas/forms/search/search.ui.json'). */
export type FileTexts = Readonly<Record<string, string>>;

const formIdOf = (file: string) => /^schemas\/forms\/([^/]+)\//.exec(file)?.[1];

/**
 * The tree the check reads, from file texts held in memory: the one way of building it, for the
 * files on disk (readSchemaTree) and for the forms studio's edited copies (decision 040).
 * `formIds` are the folders of schemas/forms/ (by default, those some file is in).
 */
export function schemaTreeOf(
  texts: FileTexts,
  formIds: readonly string[] = Object.keys(texts).flatMap((file) => formIdOf(file) ?? []),
): SchemaTree {
  const readProblems: Problem[] = [];
  const read = (file: string): JsonFile | undefined => {
    const text = texts[file];
    if (text === undefined) return undefined;
    try {
      return { file, data: JSON.parse(text) };
    } catch (error) {
      const place = jsonSyntaxPlace(text, error as Error);
      readProblems.push({
        file,
        pointer: '',
        message: jsonSyntaxError(place),
        fix: 'Look for a missing comma or quote, or an extra comma before a closing bracket.',
        facts: { kind: 'file-not-json', line: place.line, column: place.column },
      });
      return { file, data: undefined };
    }
  };
  const filesUnder = (folder: string) =>
    Object.keys(texts)
      .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json'))
      .sort();
  const readAll = (files: string[]) =>
    files.map(read).filter((file): file is JsonFile => file !== undefined);
  return {
    forms: [...new Set(formIds)].sort().map((formId) => {
      const base = `schemas/forms/${formId}/${formId}`;
      return {
        formId,
        schema: read(`${base}.schema.json`),
        ui: read(`${base}.ui.json`),
        examples: read(`${base}.examples.json`),
      };
    }),
    contentSchemas: readAll(filesUnder('schemas/content')),
    leadSchemas: readAll(filesUnder('schemas/leads')),
    messages: readAll(filesUnder('schemas/messages')),
    contentFixtures: readAll(filesUnder('content-fixtures')),
    readProblems,
    journeyForms: filesUnder('schemas/journeys')
      .filter((file) => file.endsWith('.journey.json'))
      .map((file) => formsOfDeclaration(texts[file] ?? '')),
  };
}

/** The folders of the project the check reads. */
export const schemaTreeFolders = ['schemas', 'content-fixtures'] as const;

/** Reads the texts of the JSON files under `folders` of a project root. */
export function readFileTexts(root: string, folders: readonly string[]): FileTexts {
  return Object.fromEntries(
    folders
      .flatMap((folder) => jsonFilesUnder(root, folder))
      .map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
  );
}

/** Reads schemas/ and content-fixtures/ from a project root. */
export function readSchemaTree(root: string): SchemaTree {
  const formsRoot = path.join(root, 'schemas/forms');
  const formIds = existsSync(formsRoot)
    ? readdirSync(formsRoot).filter((name) => statSync(path.join(formsRoot, name)).isDirectory())
    : [];
  return schemaTreeOf(readFileTexts(root, schemaTreeFolders), formIds);
}

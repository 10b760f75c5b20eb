import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { jsonSyntaxError } from './json-syntax-error.ts';
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
}

/** Whether a value is a JSON object (a schema, a UI schema). */
export const isSchemaNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** Reads schemas/ and content-fixtures/ from a project root. */
export function readSchemaTree(root: string): SchemaTree {
  const readProblems: Problem[] = [];
  const read = (file: string): JsonFile | undefined => {
    if (!existsSync(path.join(root, file))) return undefined;
    const text = readFileSync(path.join(root, file), 'utf8');
    try {
      return { file, data: JSON.parse(text) };
    } catch (error) {
      readProblems.push({
        file,
        pointer: '',
        message: jsonSyntaxError(text, error as Error),
        fix: 'Look for a missing comma or quote, or an extra comma before a closing bracket.',
      });
      return { file, data: undefined };
    }
  };
  const formsRoot = path.join(root, 'schemas/forms');
  const formIds = existsSync(formsRoot)
    ? readdirSync(formsRoot).filter((name) => statSync(path.join(formsRoot, name)).isDirectory())
    : [];
  const readAll = (files: string[]) =>
    files.map(read).filter((file): file is JsonFile => file !== undefined);
  return {
    forms: formIds.sort().map((formId) => {
      const base = `schemas/forms/${formId}/${formId}`;
      return {
        formId,
        schema: read(`${base}.schema.json`),
        ui: read(`${base}.ui.json`),
        examples: read(`${base}.examples.json`),
      };
    }),
    contentSchemas: readAll(jsonFilesUnder(root, 'schemas/content')),
    leadSchemas: readAll(jsonFilesUnder(root, 'schemas/leads')),
    messages: readAll(jsonFilesUnder(root, 'schemas/messages')),
    contentFixtures: readAll(jsonFilesUnder(root, 'content-fixtures')),
    readProblems,
  };
}

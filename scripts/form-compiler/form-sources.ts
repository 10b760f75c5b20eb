import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/** Where the form folders are and where the generated modules go, from the project root. */
export const formsFolder = 'schemas/forms';
export const compiledFolder = 'src/schema-forms/compiled';

/** One form as read from schemas/forms/<form-id>/. */
export interface FormSource {
  readonly formId: string;
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
}

/** Reads a JSON file, naming it when it is not valid JSON. */
export function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Writes a file only when its content changes, via a rename so no reader sees half of it. */
export function writeIfChanged(file: string, content: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return false;
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
  return true;
}

/**
 * The folder of the browser tests' journeys (decision 055), named by JOURNEY_FIXTURES when the
 * build for the browser tests compiles them: each journey's folder holds its declaration and its
 * forms (forms/<form-id>/). Unset, as in every other build, nothing of it is read.
 */
export function journeyFixturesFolder(root: string): string | undefined {
  const folder = process.env.JOURNEY_FIXTURES;
  return folder ? path.resolve(root, folder) : undefined;
}

/** Where the build for the browser tests writes its fixture forms and its own registry. */
export const fixturesCompiledFolder = 'src/schema-forms/compiled-fixtures';

/** The fixture journeys' form folders by form id (forms/<form-id>/ of each journey's folder). */
export function fixtureFormFolders(
  root: string,
  fixtures = journeyFixturesFolder(root),
): Map<string, string> {
  const folders = new Map<string, string>();
  if (!fixtures || !existsSync(fixtures)) return folders;
  for (const journey of readdirSync(fixtures, { withFileTypes: true })) {
    const forms = path.join(fixtures, journey.name, 'forms');
    if (!journey.isDirectory() || !existsSync(forms)) continue;
    for (const entry of readdirSync(forms, { withFileTypes: true })) {
      const folder = path.join(forms, entry.name);
      if (entry.isDirectory() && existsSync(path.join(folder, `${entry.name}.schema.json`)))
        folders.set(entry.name, folder);
    }
  }
  return folders;
}

/** The ids of every form folder (each holds <id>.schema.json), sorted. */
export function listFormIds(root: string): string[] {
  const folder = path.join(root, formsFolder);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((id) => existsSync(path.join(folder, id, `${id}.schema.json`)))
    .sort();
}

/** Reads one form's schema and UI schema, from schemas/forms/ or the folder given. */
export function readFormSource(
  root: string,
  formId: string,
  folder = path.join(root, formsFolder, formId),
): FormSource {
  const uiFile = path.join(folder, `${formId}.ui.json`);
  return {
    formId,
    schema: readJson(path.join(folder, `${formId}.schema.json`)) as RJSFSchema,
    uiSchema: (existsSync(uiFile) ? readJson(uiFile) : {}) as UiSchema,
  };
}

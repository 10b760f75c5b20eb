import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formFilesOf } from '../studio-files.ts';
import type { StudioFiles } from '../studio-operations.ts';

/** The browser tests' journey (docs/adding-a-journey.md), declared as data and its forms. */
export const fixtureJourneyId = 'boiler-cover-question';
const fixtureFolder = `tests/fixtures/journeys/${fixtureJourneyId}`;
const fixtureForms = ['boiler-cover-question', 'boiler-cover-contact'] as const;

/**
 * The fixture journey's files where a site's journey has them: its declaration in
 * schemas/journeys/ and its forms in schemas/forms/ (its mapper stays in the fixture's folder,
 * which the declaration names). The studio's tests edit it as an editor edits a site's journey.
 */
export function fixtureJourneyFiles(root: string = process.cwd()): StudioFiles {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return {
    [`schemas/journeys/${fixtureJourneyId}.journey.json`]: read(
      `${fixtureFolder}/${fixtureJourneyId}.journey.json`,
    ),
    ...Object.fromEntries(
      fixtureForms.flatMap((formId) =>
        Object.values(formFilesOf(formId)).map((file) => [
          file,
          read(`${fixtureFolder}/forms/${formId}/${path.basename(file)}`),
        ]),
      ),
    ),
  };
}

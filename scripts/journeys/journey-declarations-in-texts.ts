import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  declarationSuffix,
  journeyDeclarationsOf,
  journeysFolder,
  type JourneyDeclarations,
} from './read-journey-declarations.ts';

/** The form id of a form's schema file, if `file` is one. */
const formIdOfSchema = (file: string) =>
  /^schemas\/forms\/([^/]+)\/\1\.schema\.json$/.exec(file)?.[1];

/**
 * The journeys declared in `texts` (files by path from the project root, as the forms studio
 * holds them before it writes), checked as `npm run schemas:check` checks them on disk. A file
 * not among the texts (a mapper) is looked for under `root`.
 */
export function journeyDeclarationsInTexts(
  texts: Readonly<Record<string, string>>,
  root: string,
): JourneyDeclarations {
  const forms = new Map<string, unknown>();
  for (const [file, text] of Object.entries(texts)) {
    const formId = formIdOfSchema(file);
    if (formId === undefined) continue;
    let leadSchema: unknown;
    try {
      leadSchema = (JSON.parse(text) as { 'x-lead-schema'?: unknown })['x-lead-schema'];
    } catch {
      // A form that does not read is named by the form's own check.
    }
    forms.set(formId, leadSchema);
  }
  return journeyDeclarationsOf({
    declarations: Object.keys(texts)
      .filter((file) => /^[^/]+$/.test(file.slice(journeysFolder.length + 1)))
      .filter((file) => file.startsWith(`${journeysFolder}/`) && file.endsWith(declarationSuffix))
      .sort()
      .map((file) => ({ file, text: texts[file] ?? '', fixture: false })),
    forms,
    hasFile: (file) => texts[file] !== undefined || existsSync(path.join(root, file)),
  });
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fixtureFormFolders, formsFolder } from '../../../scripts/form-compiler/form-sources.ts';
import { readJourneyDeclarations } from '../../../scripts/journeys/read-journey-declarations.ts';
import { stepPathOf } from '../../../src/site/journeys/journey-declaration.ts';
import type { SiteRoute } from './site-routes.ts';

/** The journeys the build for the browser tests has: the site's and the fixtures' (decision 055). */
const fixtures = path.resolve('tests/fixtures/journeys');

/** The text of a form's submit button, from its UI schema. */
function submitTextOf(formId: string): string {
  const folder =
    fixtureFormFolders(process.cwd(), fixtures).get(formId) ?? path.join(formsFolder, formId);
  const ui = JSON.parse(readFileSync(path.join(folder, `${formId}.ui.json`), 'utf8')) as {
    'ui:submitButtonOptions'?: { submitText?: string };
  };
  return ui['ui:submitButtonOptions']?.submitText ?? 'Submit';
}

/**
 * The first page of each journey declared as data, as the accessibility and screenshot checks
 * visit it: derived from the declarations, so a new journey is checked with no line added here.
 */
export function declaredJourneyRoutes(): SiteRoute[] {
  return readJourneyDeclarations(process.cwd(), true, fixtures).journeys.flatMap((journey) => {
    const [first] = journey.steps;
    return first
      ? [
          {
            name: journey.id,
            path: stepPathOf(journey, first),
            heading: first.title,
            submitButton: submitTextOf(first.formId),
          },
        ]
      : [];
  });
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { journeyDeclarationsInTexts } from '../../journeys/journey-declarations-in-texts.ts';
import { applyStudioOperation } from '../model/apply-studio-operation.ts';
import type { StudioFiles, StudioOperation } from '../model/studio-operations.ts';
import { fixtureJourneyFiles, fixtureJourneyId } from '../model/testing/fixture-journey-files.ts';
import { realFiles } from '../model/testing/real-studio-files.ts';
import { refusalOf } from '../model/testing/refusal-of.ts';

/**
 * The studio and the schema check agree on a journey's steps (decisions 057 and 060): a heading
 * or an address the studio takes leaves the journeys' check nothing to name; one it refuses for
 * a state of the declaration, written there by hand instead, is named by the check at the place
 * it was written.
 */

const files: StudioFiles = { ...realFiles, ...fixtureJourneyFiles() };
const journeyId = fixtureJourneyId;
const declaration = `schemas/journeys/${journeyId}.journey.json`;

const journeyProblems = (after: StudioFiles) =>
  journeyDeclarationsInTexts(after, process.cwd()).problems.map(
    ({ pointer, message }) => `${pointer}: ${message}`,
  );

/** The declaration with its steps edited by hand. */
function byHand(edit: (steps: Record<string, unknown>[]) => void): StudioFiles {
  const data = JSON.parse(files[declaration] ?? '') as { steps: Record<string, unknown>[] };
  edit(data.steps);
  return { ...files, [declaration]: JSON.stringify(data, null, 2) };
}

const refused = (operation: StudioOperation) => {
  const result = applyStudioOperation(files, operation);
  return 'refused' in result ? result.refused : result.files;
};

const headings = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.constantFrom('', ' ', '\t ', 'x'.repeat(65), 'x'.repeat(66), 'How can we reach you?'),
);

const paths = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9./_ -]{0,14}$/),
  fc.constantFrom('contact', 'check-answers', 'confirmation', '', 'your-boiler', '-a', 'a--b'),
);

describe('a journey’s steps, in the studio and the check', () => {
  it('a heading the studio takes passes; one it refuses for the file is named there', () => {
    fc.assert(
      fc.property(headings, (title) => {
        const made = refused({
          op: 'set-step-title',
          journeyId,
          formId: 'boiler-cover-contact',
          title,
        });
        if (typeof made !== 'string') {
          expect(journeyProblems(made)).toEqual([]);
          return;
        }
        const key = refusalOf(made, ['emptyStepTitle', 'stepTitleTooLong', 'changesNothing']);
        expect(key, made).toBeDefined();
        if (key === 'changesNothing') return;
        const named = journeyProblems(byHand((steps) => void (steps[1] = { ...steps[1], title })));
        expect(named.some((problem) => problem.startsWith('/steps/1/title'))).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it('an address the studio takes passes; one it refuses for the file is named there', () => {
    fc.assert(
      fc.property(paths, (path) => {
        const made = refused({
          op: 'add-step',
          journeyId,
          title: 'About your boiler',
          path,
          question: { name: 'boilerAge', label: 'How old is your boiler?' },
        });
        if (typeof made !== 'string') {
          expect(journeyProblems(made)).toEqual([]);
          return;
        }
        const key = refusalOf(made, ['stepPathNotPath', 'stepPathReserved', 'stepPathTaken']);
        expect(key, made).toBeDefined();
        const named = journeyProblems(
          byHand((steps) => {
            steps.push({ ...steps[1], path, title: 'About your boiler' });
          }),
        );
        expect(
          named.some((problem) => problem.startsWith('/steps/2/path')),
          named.join('\n'),
        ).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

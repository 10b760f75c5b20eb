import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from './check-studio-files.ts';
import { findingPlace } from './finding-place.ts';
import { findingWords } from './finding-words.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';
import { parsed, realFiles } from './testing/real-studio-files.ts';

const complaint = formFilesOf('complaint-details');

/** The complaint's textphone number with a shortest answer of 30, above its longest of 20. */
function withTextphoneMinimum(): StudioFiles {
  const schema = parsed(realFiles, complaint.schema);
  schema.properties.textphoneNumber.minLength = 30;
  schema.properties.textphoneNumber['x-errorMessages'].minLength =
    'Textphone number must be 30 characters or more';
  return { ...realFiles, [complaint.schema]: JSON.stringify(schema, null, 2) };
}

/** Every finding in the complaint's files as the studio says it. */
function said(files: StudioFiles) {
  return checkStudioFiles(files, { forms: ['complaint-details'], now: new Date('2026-06-01') })
    .filter((problem) => problem.file.startsWith('schemas/forms/complaint-details/'))
    .map((problem) => ({
      check: problem.message,
      ...findingWords(files, problem, findingPlace(files, problem)),
    }));
}

describe('findingWords', () => {
  it('says crossed limits and a misjudged example in plain words, naming the question by its label', () => {
    const findings = said(withTextphoneMinimum());
    // The check keeps its words for a developer.
    expect(findings.map((finding) => finding.check)).toContainEqual(
      expect.stringContaining('"minLength" is 30 but "maxLength" is 20'),
    );
    const words = findings.map((finding) => finding.said);
    expect(words).toContain(
      "In 'Textphone number', the shortest answer allowed (30 characters) is longer than the longest (20)",
    );
    expect(words).toContainEqual(
      expect.stringMatching(
        /^The example '.+' should be accepted, but the form refuses it for too short an answer to 'Textphone number'$/,
      ),
    );
    for (const finding of findings) {
      expect(finding.said).not.toMatch(/"minLength"|\/textphoneNumber|schemas\//);
    }
  });

  it('says a finding without facts in the check’s words, naming its question', () => {
    const schema = parsed(realFiles, complaint.schema);
    schema.properties.textphoneNumber.title = '<b>Textphone number</b>';
    const files = { ...realFiles, [complaint.schema]: JSON.stringify(schema, null, 2) };
    expect(said(files).map((finding) => finding.said)).toContainEqual(
      expect.stringMatching(/^In '<b>Textphone number<\/b>': This copy has HTML in it/),
    );
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from './check-studio-files.ts';
import { findingPlace } from './finding-place.ts';
import { findingWords } from './finding-words.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';
import { brokenFiles } from './testing/broken-files.ts';
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

  it('says HTML in a label as the label of its question, not in the check’s words', () => {
    const schema = parsed(realFiles, complaint.schema);
    schema.properties.textphoneNumber.title = '<b>Textphone number</b>';
    const files = { ...realFiles, [complaint.schema]: JSON.stringify(schema, null, 2) };
    expect(said(files).map((finding) => finding.said)).toContain(
      "The label of '<b>Textphone number</b>' has HTML tags in it, which a customer would read as they are",
    );
  });
});

/** The check's own code: every finding it makes names its kind there (`kind: '…'`). */
const checkSources = [
  ...readdirSync('scripts/schema-check')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => name !== 'finding-facts.ts')
    .map((name) => `scripts/schema-check/${name}`),
  'scripts/journeys/read-journey-declarations.ts',
];
const kindsIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bkind: '([a-z]+(?:-[a-z0-9]+)+)'/g)].map(
    ([, kind]) => kind ?? '',
  );
/** Every kind of finding the check can make, read from its code. */
const kindsMade = [...new Set(checkSources.flatMap(kindsIn))].sort();

/** What a content editor should never read: the files' own words, for a developer. */
const developerWords =
  /\bschemas?\b|\benum\b|pointer|\bJSON\b|\bfield\b|keyword|widget|regular expression|x-errorMessages|x-lead|ui:|\.json\b|\.ts\b|[a-z][A-Z]\w*|"\w+"|\/\w/;

describe('every kind of finding the check can make', () => {
  it('is read from the check’s code, each kind the facts declare', () => {
    expect(kindsMade.length).toBeGreaterThan(70);
    expect(kindsMade).toEqual(
      [...new Set(kindsIn('scripts/schema-check/finding-facts.ts'))].sort(),
    );
  });

  it('has files broken to make it', () => {
    const broken = new Set(Object.keys(brokenFiles).map((name) => name.replace(/ \(.*\)$/, '')));
    expect(kindsMade.filter((kind) => !broken.has(kind))).toEqual([]);
  });

  for (const [name, breakFiles] of Object.entries(brokenFiles)) {
    it(`says ${name} in an editor's words, with no developer words`, () => {
      const { files, findings } = breakFiles();
      const kind = name.replace(/ \(.*\)$/, '');
      const covered = findings.filter((problem) => problem.facts.kind === kind);
      expect(covered.length, findings.map((problem) => problem.message).join('\n')).toBeGreaterThan(
        0,
      );
      for (const problem of covered) {
        const { said, fix } = findingWords(files, problem, findingPlace(files, problem));
        expect(said, problem.message).not.toMatch(developerWords);
        expect(fix, problem.fix).not.toMatch(developerWords);
        // Every placeholder of the words filled: only the one the finding is about, {max}, is left.
        expect(`${said} ${fix}`).not.toMatch(/\{(?!max\})\w*\}/);
        // Said as a finding, not as the check's own words.
        expect(said).not.toContain(problem.message.replace(/\.$/, ''));
      }
    });
  }

  it('says a checkboxes question ticking nothing answers, and an example ticking a box it lacks, in plain words', () => {
    const schema = parsed(realFiles, complaint.schema);
    schema.properties.contactTimes = {
      type: 'array',
      title: 'When can we call you?',
      items: { type: 'string', enum: ['Mornings', 'Evenings'] },
      uniqueItems: true,
      'x-errorMessages': { required: 'Select when we can call you' },
      'x-lead': { to: '/additional-information/ContactTimes', transform: ['list-as-text'] },
    };
    schema.required.push('contactTimes');
    const ui = parsed(realFiles, complaint.ui);
    ui.contactTimes = { 'ui:widget': 'checkboxes' };
    ui['ui:order'].push('contactTimes');
    const examples = parsed(realFiles, complaint.examples);
    const [first] = examples.examples;
    first.data.contactTimes = ['Mornings', 'Weekends'];
    const files = {
      ...realFiles,
      [complaint.schema]: JSON.stringify(schema, null, 2),
      [complaint.ui]: JSON.stringify(ui, null, 2),
      [complaint.examples]: JSON.stringify(examples, null, 2),
    };
    const words = said(files).map((finding) => finding.said);
    expect(words).toContain(
      "'When can we call you?' must be answered, but a customer who ticks a box and unticks it again could go on without ticking any",
    );
    expect(words).toContain(
      `The example '${first.name}' answers 'When can we call you?' with 'Weekends', which is not one of its choices, so no customer could give that answer`,
    );
  });
});

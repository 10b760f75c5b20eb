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

/** A form's files (the complaint's unless named) with one changed by `change`, given it parsed. */
function broken(
  file: 'schema' | 'ui' | 'examples',
  change: (json: ReturnType<typeof parsed>) => void,
  form = complaint,
): StudioFiles {
  const json = parsed(realFiles, form[file]);
  change(json);
  return { ...realFiles, [form[file]]: JSON.stringify(json, null, 2) };
}

const meterRead = formFilesOf('meter-read');
/** The meter reading form's first condition: on the fuel, opening the gas questions. */
const onFuel = (schema: ReturnType<typeof parsed>) => schema.allOf[0].if.properties;

/** One broken complaint form for each kind of finding the studio has its own words for. */
const brokenForms: Readonly<Record<string, StudioFiles>> = {
  'limits-cross': withTextphoneMinimum(),
  'limit-not-whole': broken('schema', (s) => (s.properties.textphoneNumber.maxLength = 20.5)),
  'message-missing': broken('schema', (s) => delete s.properties.email['x-errorMessages'].format),
  'placeholder-unfilled': broken(
    'schema',
    (s) => (s.properties.email['x-errorMessages'].maxLength = 'Enter {max} characters or fewer'),
  ),
  'example-misjudged': broken('examples', (e) => delete e.examples[0].data.email),
  'label-missing': broken('schema', (s) => (s.properties.email.title = ' ')),
  'message-empty': broken('schema', (s) => (s.properties.email['x-errorMessages'].format = '')),
  'message-unused': broken(
    'schema',
    (s) => (s.properties.email['x-errorMessages'].minimum = 'Enter a bigger number'),
  ),
  'pattern-invalid': broken('schema', (s) => (s.properties.textphoneNumber.pattern = '^[0-9+$')),
  'choice-twice': broken('schema', (s) =>
    s.properties.vulnerabilityConsent.oneOf.push({ const: true, title: 'Yes' }),
  ),
  'default-not-choice': broken(
    'schema',
    (s) => (s.properties.vulnerabilityConsent.default = 'Perhaps'),
  ),
  'page-words-empty (title)': broken('schema', (s) => (s.title = '')),
  'page-words-empty (button)': broken(
    'ui',
    (u) => (u['ui:submitButtonOptions'] = { submitText: '' }),
  ),
  'page-words-empty (sending)': broken('ui', (u) => (u['ui:options'] = { submittingText: ' ' })),
  'examples-missing': broken('examples', (e) => (e.examples = [])),
  'examples-missing (to refuse)': broken(
    'examples',
    (e) => (e.examples = e.examples.filter((example: { valid: boolean }) => example.valid)),
  ),
  'example-name': broken('examples', (e) => (e.examples[1].name = e.examples[0].name)),
  'rule-untried': broken('examples', (e) => e.examples.splice(4, 1)),
  'few-choices': broken('schema', (s) => s.properties.vulnerabilityConsent.oneOf.splice(1, 1)),
  'choice-without-words': broken(
    'schema',
    (s) => (s.properties.vulnerabilityConsent.oneOf[1].title = ''),
  ),
  'rule-unsuited': broken('schema', (s) => {
    s.properties.email.minimum = 1;
    s.properties.email['x-errorMessages'].minimum = 'Enter a bigger number';
  }),
  'autocomplete-unused': broken('ui', (u) => (u.email['ui:autocomplete'] = 'emial')),
  'condition-unknown': broken(
    'schema',
    (s) => {
      onFuel(s).fuelType = onFuel(s).fuel;
      delete onFuel(s).fuel;
    },
    meterRead,
  ),
  'condition-unoffered': broken(
    'schema',
    (s) => (onFuel(s).fuel.enum = ['Dual', 'Coal']),
    meterRead,
  ),
  'condition-never-met': broken('schema', (s) => (onFuel(s).fuel.enum = []), meterRead),
  'condition-before': broken(
    'ui',
    (u) => {
      u['ui:order'] = u['ui:order'].filter((name: string) => name !== 'gas_reading');
      u['ui:order'].splice(1, 0, 'gas_reading');
    },
    meterRead,
  ),
  'example-lead-refused': broken('schema', (s) => (onFuel(s).fuel.enum = ['Dual']), meterRead),
  'autocomplete-unused (address)': broken(
    'ui',
    (u) => (u.address['ui:autocomplete'] = 'street-address'),
  ),
};

/** What a content editor should never read: the files' own words, for a developer. */
const developerWords =
  /\bschemas?\b|\benum\b|pointer|\bJSON\b|\bfield\b|keyword|widget|regular expression|x-errorMessages|ui:|[a-z][A-Z]\w*|"\w+"|\/\w/;

describe('every finding the studio has words for', () => {
  for (const [kind, files] of Object.entries(brokenForms)) {
    it(`says ${kind} with no developer words`, () => {
      const findings = checkStudioFiles(files, {
        forms: ['complaint-details', 'meter-read'],
      }).filter((problem) => problem.file.startsWith('schemas/forms/'));
      const covered = findings.filter(
        (problem) => problem.facts?.kind === kind.replace(/ \(.*\)$/, ''),
      );
      expect(covered.length, findings.map((problem) => problem.message).join('\n')).toBeGreaterThan(
        0,
      );
      for (const problem of covered) {
        const { said, fix } = findingWords(files, problem, findingPlace(files, problem));
        expect(said).not.toMatch(developerWords);
        expect(fix).not.toMatch(developerWords);
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

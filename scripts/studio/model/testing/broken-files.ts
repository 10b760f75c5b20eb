import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readJourneyDeclarations } from '../../../journeys/read-journey-declarations.ts';
import { createCheckContext } from '../../../schema-check/check-context.ts';
import { checkSchemaTree } from '../../../schema-check/check-schema-tree.ts';
import type { Problem } from '../../../schema-check/problems.ts';
import { readFileTexts, schemaTreeOf } from '../../../schema-check/schema-tree.ts';
import { checkStudioFiles } from '../check-studio-files.ts';
import { formFilesOf } from '../studio-files.ts';
import type { StudioFiles } from '../studio-operations.ts';
import { parsed, realFiles } from './real-studio-files.ts';

/**
 * Files broken one way for each kind of finding the check can make, and what the check says of
 * them: the forms studio's words for every finding are tested on these (finding-words.test.ts).
 * A kind is named by its facts' kind, with the way it is broken after it in brackets when one
 * kind has several.
 */
export interface BrokenFiles {
  /** The files the studio would hold (its words read the questions' labels from them). */
  readonly files: StudioFiles;
  /** What the check finds in them. */
  readonly findings: readonly Problem[];
}

const complaint = formFilesOf('complaint-details');
const meterRead = formFilesOf('meter-read');
const feedbackDetails = formFilesOf('feedback-details');
const feedbackCredit = formFilesOf('feedback-credit');
const synonyms = 'schemas/messages/search-synonyms.json';
const outage = 'content-fixtures/serviceoutages/journeys/help-and-support/jcr:content.data.json';
const categories = 'content-fixtures/aem6/content/dam/britishgas/help-categories/categories.json';
const now = new Date('2026-06-01');

/** A parsed file, read into at any depth (see real-studio-files.ts). */
type Parsed = ReturnType<typeof parsed>;

/** `files` with some of them changed by `change`, given each parsed. */
function edited(
  files: StudioFiles,
  names: readonly string[],
  change: (...json: Parsed[]) => void,
): StudioFiles {
  const json = names.map((name) => parsed(files, name));
  change(...json);
  return {
    ...files,
    ...Object.fromEntries(names.map((name, index) => [name, JSON.stringify(json[index], null, 2)])),
  };
}

/** The check of some forms, as the studio asks it on each edit. */
const ofForms =
  (forms: readonly string[] = ['complaint-details']) =>
  (files: StudioFiles): BrokenFiles => ({
    files,
    findings: checkStudioFiles(files, { forms }),
  });

/** The check of the files but the forms (messages, leads, content), with no form folder read. */
const ofTheRest = (files: StudioFiles): BrokenFiles => ({
  files,
  findings: checkSchemaTree(schemaTreeOf(files, []), createCheckContext(now)),
});

/** A form's file broken by `change`, checked as the studio checks it. */
const form =
  (file: keyof typeof complaint, change: (json: Parsed) => unknown, files = complaint) =>
  (): BrokenFiles =>
    ofForms([/forms\/([^/]+)\//.exec(files.schema)?.[1] ?? ''])(
      edited(realFiles, [files[file]], change),
    );

/** `files` without `file`. */
const without = (files: StudioFiles, file: string): StudioFiles =>
  Object.fromEntries(Object.entries(files).filter(([name]) => name !== file));

/** A file of the messages or leads replaced by `text` (or removed), checked without the forms. */
const other = (file: string, text: string | undefined) => (): BrokenFiles =>
  ofTheRest(text === undefined ? without(realFiles, file) : { ...realFiles, [file]: text });

/** The search synonyms changed by `change`. */
const synonymsWith = (change: (json: Parsed) => void) => () =>
  ofTheRest(edited(realFiles, [synonyms], change));

const contentTexts: StudioFiles = {
  ...realFiles,
  ...readFileTexts(process.cwd(), ['schemas/content', 'content-fixtures']),
};

/** The site's content with the files changed by `change`. */
const content =
  (change: (files: Record<string, string | undefined>) => void) => (): BrokenFiles => {
    const files: Record<string, string | undefined> = { ...contentTexts };
    change(files);
    return ofTheRest(
      Object.fromEntries(
        Object.entries(files).flatMap(([file, text]) => (text === undefined ? [] : [[file, text]])),
      ),
    );
  };
const fixtureWith = (file: string, change: (json: Parsed) => Parsed) =>
  content((files) => {
    files[file] = JSON.stringify(change(JSON.parse(files[file] ?? '')));
  });

const journeyFixture = path.join(process.cwd(), 'tests/fixtures/journeys/boiler-cover-question');

/** The browser tests' own journey with its declaration changed by `change`, read as the build does. */
const journey = (change: (declaration: Parsed) => unknown, text?: string) => (): BrokenFiles => {
  const fixtures = mkdtempSync(path.join(tmpdir(), 'broken-journey-'));
  try {
    const folder = path.join(fixtures, 'boiler-cover-question');
    cpSync(journeyFixture, folder, { recursive: true });
    const file = path.join(folder, 'boiler-cover-question.journey.json');
    const declaration = JSON.parse(readFileSync(file, 'utf8'));
    change(declaration);
    writeFileSync(file, text ?? JSON.stringify(declaration, null, 2));
    return {
      files: realFiles,
      findings: readJourneyDeclarations(process.cwd(), true, fixtures).problems,
    };
  } finally {
    rmSync(fixtures, { recursive: true, force: true });
  }
};

/** The meter reading form's first condition: on the fuel, opening the gas questions. */
const onFuel = (schema: Parsed) => schema.allOf[0].if.properties;
const notSent = { sent: false, reason: 'Asked for the test only' };

/** Files broken for each kind of finding, by kind. */
export const brokenFiles: Readonly<Record<string, () => BrokenFiles>> = {
  'limits-cross': form('schema', (s) => {
    s.properties.textphoneNumber.minLength = 30;
    s.properties.textphoneNumber['x-errorMessages'].minLength =
      'Textphone number must be 30 characters or more';
  }),
  'limit-not-whole': form('schema', (s) => (s.properties.textphoneNumber.maxLength = 20.5)),
  'message-missing': form('schema', (s) => delete s.properties.email['x-errorMessages'].format),
  'placeholder-unfilled': form(
    'schema',
    (s) => (s.properties.email['x-errorMessages'].maxLength = 'Enter {max} characters or fewer'),
  ),
  'example-misjudged': form('examples', (e) => delete e.examples[0].data.email),
  'label-missing': form('schema', (s) => (s.properties.email.title = ' ')),
  'message-empty': form('schema', (s) => (s.properties.email['x-errorMessages'].format = '')),
  'message-unused': form(
    'schema',
    (s) => (s.properties.email['x-errorMessages'].minimum = 'Enter a bigger number'),
  ),
  'pattern-invalid': form('schema', (s) => (s.properties.textphoneNumber.pattern = '^[0-9+$')),
  'choice-twice': form('schema', (s) =>
    s.properties.vulnerabilityConsent.oneOf.push({ const: true, title: 'Yes' }),
  ),
  'default-not-choice': form(
    'schema',
    (s) => (s.properties.vulnerabilityConsent.default = 'Perhaps'),
  ),
  'page-words-empty (title)': form('schema', (s) => (s.title = '')),
  'page-words-empty (button)': form(
    'ui',
    (u) => (u['ui:submitButtonOptions'] = { submitText: '' }),
  ),
  'page-words-empty (sending)': form('ui', (u) => (u['ui:options'] = { submittingText: ' ' })),
  'examples-missing': form('examples', (e) => (e.examples = [])),
  'examples-missing (to refuse)': form(
    'examples',
    (e) => (e.examples = e.examples.filter((example: { valid: boolean }) => example.valid)),
  ),
  'example-name': form('examples', (e) => (e.examples[1].name = e.examples[0].name)),
  'rule-untried': form('examples', (e) => e.examples.splice(4, 1)),
  'few-choices': form('schema', (s) => s.properties.vulnerabilityConsent.oneOf.splice(1, 1)),
  'choice-without-words': form(
    'schema',
    (s) => (s.properties.vulnerabilityConsent.oneOf[1].title = ''),
  ),
  'rule-unsuited': form('schema', (s) => {
    s.properties.email.minimum = 1;
    s.properties.email['x-errorMessages'].minimum = 'Enter a bigger number';
  }),
  'autocomplete-unused': form('ui', (u) => (u.email['ui:autocomplete'] = 'emial')),
  'autocomplete-unused (address)': form(
    'ui',
    (u) => (u.address['ui:autocomplete'] = 'street-address'),
  ),
  'condition-unknown': form(
    'schema',
    (s) => {
      onFuel(s).fuelType = onFuel(s).fuel;
      delete onFuel(s).fuel;
    },
    meterRead,
  ),
  'condition-unoffered': form('schema', (s) => (onFuel(s).fuel.enum = ['Dual', 'Coal']), meterRead),
  'condition-never-met': form('schema', (s) => (onFuel(s).fuel.enum = []), meterRead),
  'condition-before': form(
    'ui',
    (u) => {
      u['ui:order'] = u['ui:order'].filter((name: string) => name !== 'gas_reading');
      u['ui:order'].splice(1, 0, 'gas_reading');
    },
    meterRead,
  ),
  'condition-on-itself': form(
    'schema',
    (s) => (s.allOf[0].if.properties = { gas_reading: { const: '12345' } }),
    meterRead,
  ),
  'example-lead-refused': form('schema', (s) => (onFuel(s).fuel.enum = ['Dual']), meterRead),

  // Whole files and forms.
  'file-not-json': () => ofForms()({ ...realFiles, [complaint.ui]: '{ "email": {},' }),
  'file-not-object': () => ofForms()({ ...realFiles, [complaint.ui]: '[]' }),
  'file-missing': () => ofForms()(without(realFiles, complaint.examples)),
  'form-unregistered': () => {
    // The studio counts a folder it holds as registered (the registry is written from the folders
    // before the site builds); the check run on a registry older than a folder still names it.
    const copy = formFilesOf('complaint-copy');
    const files = {
      ...realFiles,
      [copy.schema]: realFiles[complaint.schema] ?? '',
      [copy.ui]: realFiles[complaint.ui] ?? '',
      [copy.examples]: realFiles[complaint.examples] ?? '',
    };
    return {
      files,
      findings: checkSchemaTree(schemaTreeOf(files, ['complaint-copy']), createCheckContext(now)),
    };
  },
  'ticks-not-required': () =>
    ofForms()(
      edited(realFiles, [complaint.schema, complaint.ui], (schema, ui) => {
        schema.properties.contactTimes = {
          type: 'array',
          title: 'When can we call you?',
          items: { type: 'string', enum: ['Mornings', 'Evenings'] },
          uniqueItems: true,
        };
        schema.required.push('contactTimes');
        ui.contactTimes = { 'ui:widget': 'checkboxes' };
        ui['ui:order'].push('contactTimes');
      }),
    ),
  'example-unoffered': () =>
    ofForms()(
      edited(
        realFiles,
        [complaint.schema, complaint.ui, complaint.examples],
        (schema, ui, examples) => {
          schema.properties.contactTimes = {
            type: 'array',
            title: 'When can we call you?',
            items: { type: 'string', enum: ['Mornings', 'Evenings'] },
            uniqueItems: true,
          };
          ui.contactTimes = { 'ui:widget': 'checkboxes' };
          ui['ui:order'].push('contactTimes');
          examples.examples[0].data.contactTimes = ['Mornings', 'Weekends'];
        },
      ),
    ),
  'form-folder-missing': () => ofTheRest(realFiles),
  'form-uncompiled': form('schema', (s) => (s.required = 'email')),
  'form-dialect': form('schema', (s) => delete s.$schema),
  'form-no-questions': form('schema', (s) => {
    s.properties = {};
    s.required = [];
  }),
  'word-unknown': form('schema', (s) => (s.properties.email.minLenght = 3)),
  'format-unknown': form('schema', (s) => (s.properties.email.format = 'e-mail')),
  'required-unknown': form('schema', (s) => s.required.push('emial')),

  // Copy.
  'copy-html': form(
    'schema',
    (s) => (s.properties.textphoneNumber.title = 'Textphone <br> number'),
  ),
  'copy-link': form(
    'schema',
    (s) => (s.properties.email.description = 'See javascript:alert(1) for more'),
  ),
  'copy-placeholder': form(
    'schema',
    (s) => (s.properties.email.description = 'Up to {max} characters'),
  ),
  'recent-date-misplaced': form(
    'schema',
    (s) => (s.properties.email['x-errorMessages'].format = 'Enter a date like {recentDate}'),
  ),

  // Questions.
  'question-name': form('schema', (s) => {
    s.properties['best-time'] = { type: 'string', title: 'Best time', 'x-lead': notSent };
  }),
  'months-not-whole': form(
    'schema',
    (s) => (s.properties.date.dateWithinPastMonths = 1.5),
    meterRead,
  ),
  'phone-countries': form('schema', (s) => (s.properties.telephoneNumber.phoneNumber = ['FR'])),

  // The UI schema and inputs.
  'option-unknown': form('ui', (u) => (u.email['ui:options'] = { colour: 'red' })),
  'listed-as-not-text': form('ui', (u) => (u.email['ui:options'] = { listedAs: ' ' })),
  'input-unknown': form('ui', (u) => (u.email['ui:widget'] = 'emial')),
  'input-unknown (field)': form('ui', (u) => (u.email['ui:field'] = 'EmailField')),
  'markdown-setting': form('ui', (u) => (u.email['ui:enableMarkdownInDescription'] = true)),
  'layout-unknown-question': form('ui', (u) => (u.emial = { 'ui:widget': 'email' })),
  'order-twice': form('ui', (u) => u['ui:order'].push('email')),
  'order-unknown': form('ui', (u) => u['ui:order'].push('emial')),
  'order-missing': form(
    'ui',
    (u) => (u['ui:order'] = u['ui:order'].filter((name: string) => name !== 'email')),
  ),
  'input-missing': form('schema', (s) => {
    s.properties.extra = { title: 'Anything else', 'x-lead': notSent };
  }),
  'yes-no-no-input': form('ui', (u) => delete u.vulnerabilityConsent['ui:widget']),
  'input-unsuited': form('ui', (u) => (u.email['ui:widget'] = 'radio')),

  // Lead destinations.
  'lead-unknown': form('schema', (s) => (s['x-lead-schema'] = 'nothing.schema.json')),
  'destination-missing': form('schema', (s) => delete s.properties.email['x-lead']),
  'destination-unreadable': form('schema', (s) => (s.properties.email['x-lead'] = 42)),
  'transform-unknown': form(
    'schema',
    (s) =>
      (s.properties.textphoneNumber['x-lead'] = {
        to: '/additional-information/textphoneNumber',
        transform: ['shout'],
      }),
  ),
  'lead-unnamed': form('schema', (s) => delete s['x-lead-schema']),
  'relationship-unknown': form(
    'schema',
    (s) => (s.properties.email['x-lead'] = { placedBy: 'mapper', relationship: 'nothing' }),
  ),
  'mapper-place-unknown': form(
    'schema',
    (s) => (s.properties.email['x-lead'] = { placedBy: 'mapper', to: '/nowhere' }),
  ),
  'place-closed': form('schema', (s) => (s.properties.textphoneNumber['x-lead'] = '/nowhere')),
  'place-type': form(
    'schema',
    (s) => (s.properties.vulnerabilityConsent['x-lead'] = '/additional-information/Consent'),
  ),
  'place-twice': form(
    'schema',
    (s) =>
      (s.properties.telephoneNumber['x-lead'] = structuredClone(
        s.properties.textphoneNumber['x-lead'],
      )),
  ),
  'place-shared': () => {
    const question = (formId: string) => ({
      type: 'string',
      title: `When to call (${formId})`,
      'x-lead': '/additional-information/CallTime',
    });
    return ofForms(['feedback-details', 'feedback-credit'])(
      edited(realFiles, [feedbackDetails.schema, feedbackCredit.schema], (details, credit) => {
        details.properties.callTime = question('feedback-details');
        credit.properties.callTime = question('feedback-credit');
      }),
    );
  },

  // Shared messages and search synonyms.
  'shared-message-empty': () =>
    ofTheRest(
      edited(realFiles, ['schemas/messages/forms-preview.json'], (m) => (m.findingsTitle = '')),
    ),
  'synonyms-missing': other(synonyms, undefined),
  'synonym-group-one': synonymsWith((m) => m.groups.push(['meter'])),
  'synonym-empty': synonymsWith((m) => m.groups.push(['  ', 'tariff'])),
  'synonym-twice': synonymsWith((m) => m.groups.push(['tariff', 'tariff'])),
  'synonyms-shape': synonymsWith((m) => (m.groups = 'bill, statement')),
  'synonym-group-same': synonymsWith((m) => m.groups.push(['top up', 'Top-up'])),
  'synonym-in-two-groups': synonymsWith((m) => m.groups.push(['statement', 'invoice'])),

  // Plain JSON Schemas and content.
  'schema-unreadable': other(
    'schemas/messages/search-synonyms.schema.json',
    JSON.stringify({ type: 'object', colour: 'red' }),
  ),
  'schema-unreadable (lead)': () =>
    ofTheRest(
      edited(realFiles, ['schemas/leads/feedback-lead.schema.json'], (lead) => {
        lead.colour = 'red';
      }),
    ),
  'fixture-unschemed': content(
    (files) => (files['content-fixtures/json/help/unknown.json'] = '{}'),
  ),
  'fixture-schema-missing': content((files) => {
    delete files['schemas/content/service-outage.schema.json'];
  }),
  'content-unfollowed': fixtureWith(outage, (data) => ({ ...data, message: 42 })),
  'content-limits-uncheckable': content(
    (files) =>
      (files['schemas/content/limits-in-not.schema.json'] = JSON.stringify({
        $id: 'https://example.com/limits-in-not.schema.json',
        type: 'object',
        not: { properties: { title: { type: 'string', 'x-advisory': { maxLength: 3 } } } },
      })),
  ),
  'content-over-limit': fixtureWith(outage, (data) => ({ ...data, message: 'x'.repeat(1500) })),
  // Every link of a category's articles bad: the last cannot be left out.
  'content-address-broken': fixtureWith(categories, (document) => {
    const landing = document.data.find(
      (category: Parsed) => category.attributes.categoryData?.allArticles,
    );
    for (const group of landing.attributes.categoryData.allArticles)
      for (const article of group.articleLinks) article.link = 'ftp://example.com';
    return document;
  }),

  // Journey declarations.
  'journey-not-json': journey(() => undefined, '{ "id": '),
  'journey-id': journey((d) => (d.id = 'Boiler')),
  'journey-no-steps': journey((d) => (d.steps = [])),
  'journey-step-path': journey((d) => (d.steps[1].path = 'Contact Us')),
  'journey-step-title-blank': journey((d) => (d.steps[0].title = '   ')),
  'journey-step-title-long': journey((d) => (d.steps[0].title = 'A heading '.repeat(7))),
  'journey-step-form': journey((d) => (d.steps[1].formId = 'no-such-form')),
  'journey-step-lead': journey((d) => (d.steps[1].formId = 'feedback-details')),
  'journey-words-missing': journey((d) => delete d.confirmation.nextSteps),
  'journey-lead': journey((d) => (d.lead.mapper = 'nowhere.ts')),
  'journey-form-shared': journey((d) => {
    d.steps[1].formId = 'complaint-details';
    d.lead.variant = 'help-and-support-lead';
  }),
};

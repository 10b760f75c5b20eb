import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeclaredJourney, DeclaredStep } from '../../src/site/journeys/journey-declaration.ts';
import {
  fixtureFormFolders,
  formsFolder,
  journeyFixturesFolder,
  listFormIds,
} from '../form-compiler/form-sources.ts';
import type { FindingFacts } from '../schema-check/finding-facts.ts';
import type { Problem } from '../schema-check/problems.ts';
import { isBlank } from '../schema-check/question-faults.ts';
import { fillMessage as fill } from '../../src/site/fill-message.ts';
import { longestStepTitle } from './longest-step-title.ts';
import { reservedStepPaths, stepPathFault, type StepPathFault } from './step-path-faults.ts';
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';

/** Where the site's journeys are declared (decision 055). */
export const journeysFolder = 'schemas/journeys';
export const declarationSuffix = '.journey.json';

/** The declarations read, and what is wrong with any of them in plain words. */
export interface JourneyDeclarations {
  readonly journeys: readonly DeclaredJourney[];
  readonly problems: readonly Problem[];
}

/** Every declaration file: schemas/journeys/, then the tests' fixture journeys if asked. */
function declarationFiles(
  root: string,
  fixtures: string | undefined,
): { file: string; fixture: boolean }[] {
  const files: { file: string; fixture: boolean }[] = [];
  const site = path.join(root, journeysFolder);
  if (existsSync(site)) {
    for (const name of readdirSync(site).sort())
      if (name.endsWith(declarationSuffix))
        files.push({ file: `${journeysFolder}/${name}`, fixture: false });
  }
  if (fixtures && existsSync(fixtures)) {
    for (const entry of readdirSync(fixtures, { withFileTypes: true })) {
      const file = path.join(fixtures, entry.name, `${entry.name}${declarationSuffix}`);
      if (entry.isDirectory() && existsSync(file))
        files.push({ file: path.relative(root, file).split(path.sep).join('/'), fixture: true });
    }
  }
  return files;
}

// Words of only spaces are none: the page would show nothing there (as the studio refuses them).
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/** The lead schema a form says it is sent in (its "x-lead-schema"), if it reads. */
function leadSchemaOf(folder: string, formId: string): unknown {
  try {
    const schema = JSON.parse(readFileSync(path.join(folder, `${formId}.schema.json`), 'utf8'));
    return (schema as { 'x-lead-schema'?: unknown })['x-lead-schema'];
  } catch {
    // A form that does not read is named by the form's own check.
    return undefined;
  }
}

/**
 * What a declaration is checked against, wherever the files are (the disk for the check, the
 * studio's files in memory before it writes, decision 057).
 */
export interface JourneySources {
  /** Each declaration's file, text, and whether it is a test fixture. */
  readonly declarations: readonly {
    readonly file: string;
    readonly text: string;
    readonly fixture: boolean;
  }[];
  /** Each form's id, with the lead schema it says it is sent in (its "x-lead-schema"). */
  readonly forms: ReadonlyMap<string, unknown>;
  /** Whether a file is there, from the project root (a lead schema, a mapper). */
  readonly hasFile: (file: string) => boolean;
}

/** A step path's fault as the check names it, and what to do. */
const pathFaultWords: Readonly<Record<StepPathFault, string>> = {
  notPath: '"{path}" is not a path segment.',
  reserved: '"{path}" is the address of the journey\'s own page after its steps.',
  taken: 'Another step of the journey is at "{path}" too: the two pages would share an address.',
};
const pathFaultFixes: Readonly<Record<StepPathFault, string>> = {
  notPath: 'Use lower-case letters, digits and hyphens, starting with a letter.',
  reserved: `Choose another word: ${reservedStepPaths.join(' and ')} are the journey's.`,
  taken: 'Give each step a path of its own.',
};

/** One declaration's problems; the journey when it has none. */
function readDeclaration(
  { file, text, fixture }: JourneySources['declarations'][number],
  sources: JourneySources,
): { journey?: DeclaredJourney; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (pointer: string, message: string, fix: string, facts: FindingFacts) =>
    problems.push({ file, pointer, message, fix, facts });
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    problem('', `The file is not JSON: ${(error as Error).message}.`, 'Fix the JSON.', {
      kind: 'journey-not-json',
    });
    return { problems };
  }
  const id = path.basename(file, declarationSuffix);
  if (data.id !== id)
    problem('/id', `The journey's id must be its file's name, "${id}".`, `Write "id": "${id}".`, {
      kind: 'journey-id',
    });
  if (!/^[a-z][a-z0-9-]*$/.test(id))
    problem('/id', `"${id}" is not a path: lower-case letters, digits and hyphens.`, 'Rename it.', {
      kind: 'journey-id',
    });
  const lead = (data.lead ?? {}) as Record<string, unknown>;
  const steps = Array.isArray(data.steps) ? (data.steps as Record<string, unknown>[]) : [];
  if (steps.length === 0)
    problem(
      '/steps',
      'The journey has no steps.',
      'List its steps in order (docs/adding-a-journey.md).',
      { kind: 'journey-no-steps' },
    );
  steps.forEach((step, index) => {
    const at = `/steps/${index}`;
    if (typeof step.path !== 'string' || (index === 0) !== (step.path === ''))
      problem(
        `${at}/path`,
        'The first step\'s path is "", each later one a word of its own.',
        'Fix the path.',
        { kind: 'journey-step-path' },
      );
    else if (index > 0) {
      const others = steps.filter((other) => other !== step).map((other) => String(other.path));
      const fault = stepPathFault(step.path, others);
      if (fault)
        problem(
          `${at}/path`,
          fill(pathFaultWords[fault], { path: step.path }),
          pathFaultFixes[fault],
          { kind: 'journey-step-path' },
        );
    }
    const known = isText(step.formId) && sources.forms.has(step.formId);
    if (!known)
      problem(
        `${at}/formId`,
        `No form "${String(step.formId)}" in schemas/forms/.`,
        'Name a form folder of schemas/forms/.',
        { kind: 'journey-step-form', form: String(step.formId) },
      );
    else if (
      isText(lead.variant) &&
      sources.forms.get(String(step.formId)) !== `${lead.variant}.schema.json`
    )
      problem(
        `${at}/formId`,
        `The form "${String(step.formId)}" does not say it is sent in the journey's lead, ${lead.variant}.`,
        `Write "x-lead-schema": "${lead.variant}.schema.json" in its schema.`,
        { kind: 'journey-step-lead', form: String(step.formId) },
      );
    // A heading of only spaces is named as such, not as missing.
    const blankTitle = typeof step.title === 'string' && step.title !== '' && isBlank(step.title);
    for (const key of ['title', 'summaryHeading'] as const)
      if (!isText(step[key]) && !(key === 'title' && blankTitle))
        problem(`${at}/${key}`, `The step has no ${key}.`, 'Write it.', {
          kind: 'journey-words-missing',
          words: key,
        });
    if (blankTitle)
      problem(
        `${at}/title`,
        "The step's heading is only spaces: the page would have no heading.",
        'Write the heading the customer reads.',
        { kind: 'journey-step-title-blank' },
      );
    else if (isText(step.title) && step.title.length > longestStepTitle)
      problem(
        `${at}/title`,
        `The step's heading is ${step.title.length} characters: GOV.UK keeps a page's heading to ${longestStepTitle} or fewer, so it reads at a glance and shows whole in search results and tabs.`,
        'Say it in fewer words; put the rest in the intro under it.',
        { kind: 'journey-step-title-long', limit: longestStepTitle },
      );
    if (step.intro !== undefined && !isTexts(step.intro))
      problem(`${at}/intro`, 'The intro must be a list of paragraphs.', 'Write ["…", "…"].', {
        kind: 'journey-words-missing',
        words: 'intro',
      });
  });
  const checkAnswers = (data.checkAnswers ?? {}) as Record<string, unknown>;
  for (const key of ['caption'] as const)
    if (!isText(checkAnswers[key]))
      problem(`/checkAnswers/${key}`, `'Check your answers' has no ${key}.`, 'Write it.', {
        kind: 'journey-words-missing',
        words: key,
      });
  const confirmation = (data.confirmation ?? {}) as Record<string, unknown>;
  for (const key of ['heading', 'emailSent'] as const)
    if (!isText(confirmation[key]))
      problem(`/confirmation/${key}`, `The confirmation has no ${key}.`, 'Write it.', {
        kind: 'journey-words-missing',
        words: key,
      });
  if (!isTexts(confirmation.nextSteps))
    problem(
      '/confirmation/nextSteps',
      'The confirmation says nothing of what happens next.',
      'Write ["…"].',
      { kind: 'journey-words-missing', words: 'nextSteps' },
    );
  if (!isText(lead.variant) || !sources.hasFile(`schemas/leads/${lead.variant}.schema.json`))
    problem(
      '/lead/variant',
      `No lead variant "${String(lead.variant)}" in schemas/leads/.`,
      'Name a file of schemas/leads/ without .schema.json.',
      { kind: 'journey-lead', missing: 'variant' },
    );
  if (!isText(lead.mapper) || !sources.hasFile(lead.mapper))
    problem(
      '/lead/mapper',
      `No mapper file "${String(lead.mapper)}".`,
      'Name the file, from the project root, whose default export computes the lead.',
      { kind: 'journey-lead', missing: 'mapper' },
    );
  if (problems.length > 0) return { problems };
  return {
    problems,
    journey: {
      id,
      steps: steps as unknown as DeclaredStep[],
      checkAnswers: checkAnswers as unknown as DeclaredJourney['checkAnswers'],
      confirmation: confirmation as unknown as DeclaredJourney['confirmation'],
      lead: lead as unknown as DeclaredJourney['lead'],
      file,
      fixture,
    },
  };
}

/**
 * Every journey of `sources`, with what is wrong with them: each declaration's own mistakes, and
 * a form asked by two journeys (the own-page journeys' included).
 */
export function journeyDeclarationsOf(sources: JourneySources): JourneyDeclarations {
  const journeys: DeclaredJourney[] = [];
  const problems: Problem[] = [];
  // A step keeps its answers under its form's id: a form asked by two journeys would share them.
  const askedBy = new Map(
    ownPageJourneys.flatMap((journey) =>
      journey.steps.map((step): [string, string] => [step.formId, journey.id]),
    ),
  );
  for (const declaration of sources.declarations) {
    const read = readDeclaration(declaration, sources);
    problems.push(...read.problems);
    if (!read.journey) continue;
    const { journey } = read;
    const { file } = declaration;
    const shared = journey.steps.flatMap((step, index) => {
      const other = askedBy.get(step.formId);
      askedBy.set(step.formId, journey.id);
      return other ? [{ index, formId: step.formId, other }] : [];
    });
    for (const { index, formId, other } of shared)
      problems.push({
        file,
        pointer: `/steps/${index}/formId`,
        message: `The form "${formId}" is asked by the journey ${other} too: the two would share its answers.`,
        fix: 'Give this step a form of its own (a copy of that form, under another name).',
        facts: { kind: 'journey-form-shared', form: formId },
      });
    if (shared.length === 0) journeys.push(journey);
  }
  return { journeys, problems };
}

/**
 * Reads every journey declared as data, with what is wrong with them; `withFixtures`, the
 * browser tests' journeys too (in `fixtures`, by default the folder JOURNEY_FIXTURES names),
 * whose forms are their own.
 */
export function readJourneyDeclarations(
  root: string,
  withFixtures = false,
  fixtures = journeyFixturesFolder(root),
): JourneyDeclarations {
  const fixturesRead = withFixtures ? fixtures : undefined;
  const formFolders = new Map([
    ...listFormIds(root).map((formId): [string, string] => [
      formId,
      path.join(root, formsFolder, formId),
    ]),
    ...(fixturesRead ? fixtureFormFolders(root, fixturesRead) : []),
  ]);
  return journeyDeclarationsOf({
    declarations: declarationFiles(root, fixturesRead).map(({ file, fixture }) => ({
      file,
      fixture,
      text: readFileSync(path.join(root, file), 'utf8'),
    })),
    forms: new Map(
      [...formFolders].map(([formId, folder]): [string, unknown] => [
        formId,
        leadSchemaOf(folder, formId),
      ]),
    ),
    hasFile: (file) => existsSync(path.join(root, file)),
  });
}

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
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';

/** Where the site's journeys are declared (decision 055). */
export const journeysFolder = 'schemas/journeys';
const declarationSuffix = '.journey.json';

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

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
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

/** One declaration's problems; the journey when it has none. */
function readDeclaration(
  root: string,
  file: string,
  fixture: boolean,
  formFolders: ReadonlyMap<string, string>,
): { journey?: DeclaredJourney; problems: Problem[] } {
  const problems: Problem[] = [];
  const problem = (pointer: string, message: string, fix: string, facts: FindingFacts) =>
    problems.push({ file, pointer, message, fix, facts });
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
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
    else if (index > 0 && !/^[a-z][a-z0-9-]*$/.test(step.path))
      problem(
        `${at}/path`,
        `"${step.path}" is not a path segment.`,
        'Use lower-case letters, digits and hyphens.',
        { kind: 'journey-step-path' },
      );
    const folder = isText(step.formId) ? formFolders.get(step.formId) : undefined;
    if (!folder)
      problem(
        `${at}/formId`,
        `No form "${String(step.formId)}" in schemas/forms/.`,
        'Name a form folder of schemas/forms/.',
        { kind: 'journey-step-form', form: String(step.formId) },
      );
    else if (
      isText(lead.variant) &&
      leadSchemaOf(folder, String(step.formId)) !== `${lead.variant}.schema.json`
    )
      problem(
        `${at}/formId`,
        `The form "${String(step.formId)}" does not say it is sent in the journey's lead, ${lead.variant}.`,
        `Write "x-lead-schema": "${lead.variant}.schema.json" in its schema.`,
        { kind: 'journey-step-lead', form: String(step.formId) },
      );
    for (const key of ['title', 'summaryHeading'] as const)
      if (!isText(step[key]))
        problem(`${at}/${key}`, `The step has no ${key}.`, 'Write it.', {
          kind: 'journey-words-missing',
          words: key,
        });
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
  if (
    !isText(lead.variant) ||
    !existsSync(path.join(root, 'schemas/leads', `${lead.variant}.schema.json`))
  )
    problem(
      '/lead/variant',
      `No lead variant "${String(lead.variant)}" in schemas/leads/.`,
      'Name a file of schemas/leads/ without .schema.json.',
      { kind: 'journey-lead', missing: 'variant' },
    );
  if (!isText(lead.mapper) || !existsSync(path.join(root, lead.mapper)))
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
  const journeys: DeclaredJourney[] = [];
  const problems: Problem[] = [];
  // A step keeps its answers under its form's id: a form asked by two journeys would share them.
  const askedBy = new Map(
    ownPageJourneys.flatMap((journey) =>
      journey.steps.map((step): [string, string] => [step.formId, journey.id]),
    ),
  );
  for (const { file, fixture } of declarationFiles(root, fixturesRead)) {
    const read = readDeclaration(root, file, fixture, formFolders);
    problems.push(...read.problems);
    if (!read.journey) continue;
    const { journey } = read;
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

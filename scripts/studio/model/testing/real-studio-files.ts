import { readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { expect } from 'vitest';
import { applyStudioOperation } from '../apply-studio-operation.ts';
import { changedLines } from '../diff-studio-files.ts';
import { formFilesOf, loadStudioFiles } from '../studio-files.ts';
import { testedFormFolder } from './tested-form-folder.ts';
import type { StudioFiles, StudioOperation } from '../studio-operations.ts';

/** The project's forms, messages and leads as they are, read once into memory (tests never write). */
export const liveFiles: StudioFiles = loadStudioFiles(process.cwd());

/**
 * The project's real forms, messages and leads, with the feedback details form as the tests know
 * it (tested-form-folder.ts).
 */
export const realFiles: StudioFiles = {
  ...liveFiles,
  ...Object.fromEntries(
    Object.values(formFilesOf('feedback-details')).map((file) => [
      file,
      readFileSync(path.join(testedFormFolder, path.basename(file)), 'utf8'),
    ]),
  ),
};

/** A file parsed, for tests that read into it at any depth and assert each value they reach. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read into a parsed file at any depth, asserting each value they reach
export const parsed = (files: StudioFiles, file: string) => JSON.parse(files[file] ?? '') as any;

/** The files after `operation`, failing the test if it is refused. */
export function applied(operation: StudioOperation, files: StudioFiles = realFiles) {
  const result = applyStudioOperation(files, operation);
  if ('refused' in result) throw new Error(`Refused: ${result.refused}`);
  return result;
}

/** The reason `operation` is refused, failing the test if it is applied. */
export function refusal(operation: StudioOperation, files: StudioFiles = realFiles): string {
  const result = applyStudioOperation(files, operation);
  if (!('refused' in result)) throw new Error(`Applied, changing ${result.changed.join(', ')}`);
  return result.refused;
}

/** The lines of `file` the change removed and added. */
export const linesOf = (after: StudioFiles, file: string, before: StudioFiles = realFiles) =>
  changedLines(before[file] ?? '', after[file] ?? '');

/** Asserts each changed file is as Prettier writes it (the project's format:check reads them). */
export async function expectPrettierKept(after: StudioFiles, changed: readonly string[]) {
  for (const file of changed) {
    const text = after[file] ?? '';
    const options = (await resolveConfig(file)) ?? {};
    expect(await format(text, { ...options, filepath: file }), file).toBe(text);
  }
}

/**
 * "When is the best time to call you?": a required choice question the feedback details form
 * does not have, sent to additional-information/BestTimeToCall (tests place and name it).
 */
export const bestTimeQuestion = {
  op: 'add-question',
  formId: 'feedback-details',
  name: 'bestTime',
  label: 'When is the best time to call you?',
  kind: 'radios',
  required: true,
  choices: [
    { value: 'Morning', label: 'Morning' },
    { value: 'Afternoon', label: 'Afternoon' },
  ],
  destination: { kind: 'additional-information', name: 'BestTimeToCall' },
  after: 'telephoneNumber',
} as const satisfies StudioOperation;

/**
 * "Can we call you?": an optional yes/no question the feedback details form does not have, asked
 * after the telephone number and sent to additional-information/CanWeCall.
 */
export const canCallQuestion = {
  op: 'add-question',
  formId: 'feedback-details',
  name: 'canCall',
  label: 'Can we call you?',
  kind: 'yes-no',
  required: false,
  destination: { kind: 'additional-information', name: 'CanWeCall' },
  after: 'telephoneNumber',
} as const satisfies StudioOperation;

/**
 * "What support do you need?": an optional text question on the complaint's details, after "Can
 * we record any extra support you need?" (a yes/no written with a `oneOf` of true and false).
 */
export const supportNeedsQuestion = {
  op: 'add-question',
  formId: 'complaint-details',
  name: 'supportNeeds',
  label: 'What support do you need?',
  kind: 'text',
  required: false,
  destination: { kind: 'additional-information', name: 'SupportNeeds' },
  after: 'vulnerabilityConsent',
} as const satisfies StudioOperation;

/** The real files with the best-time question added: one not placed by code (most real ones are). */
export const withBestTime = () => applied(bestTimeQuestion).files;

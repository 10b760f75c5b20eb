import { ownPageJourneys } from '../../../src/site/journeys/site-journeys.ts';
import type { DeclaredStep } from '../../../src/site/journeys/journey-declaration.ts';
import { refuse } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioFiles } from '../model/studio-operations.ts';

/** The file a journey declared as data is written in (decision 055). */
export const journeyFileOf = (journeyId: string) => `schemas/journeys/${journeyId}.journey.json`;

/** A declaration as the studio reads it: what it edits, the rest kept as written. */
export interface JourneyText {
  readonly file: string;
  readonly text: string;
  readonly steps: readonly DeclaredStep[];
  readonly leadVariant: string;
}

/**
 * The declaration of `journeyId` in the studio's files, refusing a journey that is not declared
 * as data (those with pages of their own say so) or one that does not read.
 */
export function journeyText(files: StudioFiles, journeyId: string): JourneyText {
  if (ownPageJourneys.some((journey) => journey.id === journeyId))
    refuse(because('ownPagesJourney', { journey: journeyId }));
  const file = journeyFileOf(journeyId);
  const text = /^[a-z][a-z0-9-]*$/.test(journeyId) ? files[file] : undefined;
  if (text === undefined) return refuse(because('noJourney', { journey: journeyId }));
  let data: { steps?: unknown; lead?: { variant?: unknown } };
  try {
    data = JSON.parse(text) as typeof data;
  } catch {
    return refuse(because('notJson', { file }));
  }
  if (typeof data !== 'object' || data === null) return refuse(because('notObject', { file }));
  return {
    file,
    text,
    steps: Array.isArray(data.steps) ? (data.steps as DeclaredStep[]) : [],
    leadVariant: typeof data.lead?.variant === 'string' ? data.lead.variant : '',
  };
}

/** The place of the step asking `formId`, refusing a journey with no such step. */
export function stepIndex(journey: JourneyText, formId: string): number {
  const index = journey.steps.findIndex((step) => step.formId === formId);
  return index === -1 ? refuse(because('noStep', { form: formId })) : index;
}

import { leadJourneys } from '../../../src/routes/-lead-journeys.ts';
import { journeysOf } from '../../../src/schema-forms/examples/example-leads.ts';
import { journeyNameOf } from '../../../src/schema-forms/preview/preview-copy.ts';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { destinationOf } from '../../../src/schema-forms/form-model/lead-destination.ts';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { because, refusalWords } from './refusal-words.ts';

/**
 * Whether a question's answer is placed in the lead by code: its `x-lead` says
 * `"placedBy": "mapper"` (decision 022), the mark the schema check's lead-destination rules read,
 * because a feature's typed mapper (src/features/<feature>/map-<feature>-to-lead.ts) reads the
 * answer by the question's name. Renaming or removing it in the studio would break that code.
 */
export function isPlacedByCode(question: SchemaNode): boolean {
  return destinationOf(question['x-lead'])?.kind === 'mapper';
}

/** Why a question placed by code cannot be changed that way, in plain words. */
export function placedByCodeReason(
  formId: string,
  question: SchemaNode,
  name: string,
  action: keyof typeof refusalWords.actions,
): string {
  const label = typeof question.title === 'string' ? question.title : name;
  const journeys = [...new Set(journeysOf(formId, leadJourneys).map((j) => journeyNameOf(j.id)))];
  const where =
    journeys.length === 0
      ? refusalWords.placedBySiteCode
      : fillMessage(refusalWords.placedByJourneyCode, {
          journeys: journeys.join(refusalWords.journeysJoin),
        });
  return because('placedByCode', { label, where, name, action: refusalWords.actions[action] });
}

/**
 * The journeys whose pages leave a question out on some routes by its name (a step's
 * `hiddenFields`: the complaint's pay-as-you-go routes ask no subject, SPEC section 3), by name.
 */
export function journeysLeavingOut(formId: string, name: string): string[] {
  const leaving = leadJourneys.filter((journey) =>
    journey.steps.some((step) => step.formId === formId && step.hiddenFields?.includes(name)),
  );
  return [...new Set(leaving.map((journey) => journeyNameOf(journey.id)))];
}

/**
 * Why a question some journey leaves out by its name cannot be renamed: renamed, the routes that
 * leave it out would ask it (and send it, where the lead must not have it).
 */
export function leftOutByCodeReason(
  question: SchemaNode,
  name: string,
  journeys: readonly string[],
): string {
  const label = typeof question.title === 'string' ? question.title : name;
  return because('leftOutByCode', {
    label,
    name,
    journeys: journeys.join(refusalWords.journeysJoin),
  });
}

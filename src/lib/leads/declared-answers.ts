import { isJsonObject } from '../json/json-object.ts';
import { applyTransforms, type AnswerTransform } from './answer-transforms.ts';
import { pointerSegments, valueAtSegments } from '../json/json-pointer.ts';
import type { LeadDocument } from './lead-envelope.ts';

/**
 * The generic step of decision 022: every answer a form schema sends to the lead by its
 * `x-lead` destination (and not by a typed mapper) is placed there. The form compiler lists
 * these placements for each form; the typed mappers keep what the spec fixes.
 */
export interface LeadPlacement {
  /** Dotted path of the field in the form's data. */
  readonly field: string;
  /** JSON Pointer into the lead's attributes, e.g. '/additional-information/PreferredTime'. */
  readonly to: string;
  readonly transform?: readonly AnswerTransform[];
}

/** One answer ready for the lead: serialisable, so a journey can keep it between steps. */
export interface DeclaredAnswer {
  readonly to: string;
  readonly value: unknown;
}

/** The value at a dotted path ('a.b.c') in parsed JSON; undefined where the path stops. */
export function valueAt(json: unknown, path: string): unknown {
  return valueAtSegments(json, path.split('.'));
}

/** The answers the customer gave to placed fields; unanswered and blank ones are not sent. */
export function declaredAnswers(
  answers: unknown,
  placements: readonly LeadPlacement[],
): DeclaredAnswer[] {
  return placements.flatMap(({ field, to, transform = [] }) => {
    const value = applyTransforms(valueAt(answers, field), transform);
    return value === undefined || value === '' ? [] : [{ to, value }];
  });
}

function placed(node: unknown, parts: readonly string[], value: unknown): unknown {
  const [first, ...rest] = parts;
  if (first === undefined) return value;
  const object = isJsonObject(node) ? node : {};
  return { ...object, [first]: placed(object[first], rest, value) };
}

/**
 * A copy of `lead` with each answer at its destination in the attributes: in its place where the
 * mapper wrote a default there (a null caseType), added last otherwise. `Lead` is the document
 * the mapper's part and the forms' answers make together; the contract tests validate every lead
 * against schemas/leads/, and schemas:check every destination.
 */
export function withDeclaredAnswers<Lead extends LeadDocument<unknown, unknown>>(
  lead: LeadDocument<unknown, unknown>,
  answers: readonly DeclaredAnswer[],
): Lead {
  if (answers.length === 0) return lead as Lead;
  const attributes = answers.reduce<unknown>(
    (current, { to, value }) => placed(current, pointerSegments(to), value),
    lead.data.attributes,
  );
  return { ...lead, data: { ...lead.data, attributes } } as Lead;
}

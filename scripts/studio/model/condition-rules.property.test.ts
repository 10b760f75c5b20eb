import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { questionOrder } from '../../../src/schema-forms/form-model/form-conditions.ts';
import { fieldsOf, type SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { checkConditions } from '../../schema-check/check-conditions.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { applyStudioOperation } from './apply-studio-operation.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';
import {
  applied,
  callQuestions,
  realFiles,
  supportNeedsQuestion,
} from './testing/real-studio-files.ts';
import { isRefusal } from './testing/refusal-of.ts';

/**
 * The studio and the schema check agree on conditions (issue 38): random condition edits and
 * moves that the studio makes leave nothing for the check's condition rules to name, and each
 * one the studio refuses as an answer the question does not offer (or of the wrong type), a
 * question the form does not have, a question depending on itself, or a question before the
 * answer that opens it, written by hand instead, is named by the check with its file and pointer.
 */

type Form = 'feedback-details' | 'complaint-details';

/** The forms with questions of the editor's own to make conditional, and a yes/no to depend on. */
const start: StudioFiles = [...callQuestions, supportNeedsQuestion].reduce<StudioFiles>(
  (files, operation) => applied(operation, files).files,
  realFiles,
);

const pools: Record<Form, { fields: string[]; on: string[] }> = {
  'feedback-details': {
    fields: ['bestTime', 'extraNote', 'canCall'],
    on: ['canCall', 'bestTime', 'extraNote', 'email', 'nope'],
  },
  'complaint-details': {
    fields: ['supportNeeds', 'textphoneNumber'],
    on: ['vulnerabilityConsent', 'supportNeeds', 'address', 'nope'],
  },
};
const answers = fc.constantFrom<string | number | boolean>(
  true,
  false,
  'true',
  'false',
  'Morning',
  'Afternoon',
  'Maybe',
  1,
);
const onForm = (formId: Form) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        op: fc.constant('set-condition' as const),
        formId: fc.constant(formId),
        field: fc.constantFrom(...pools[formId].fields),
        on: fc.constantFrom(...pools[formId].on),
        answer: answers,
      }),
    },
    fc.record({
      op: fc.constant('move-question' as const),
      formId: fc.constant(formId),
      field: fc.constantFrom(...pools[formId].fields, ...pools[formId].on.slice(0, 1)),
      direction: fc.constantFrom('up' as const, 'down' as const),
    }),
    fc.record({
      op: fc.constant('remove-condition' as const),
      formId: fc.constant(formId),
      field: fc.constantFrom(...pools[formId].fields),
    }),
  );
const operation = fc.oneof(onForm('feedback-details'), onForm('complaint-details'));

const parse = (files: StudioFiles, file: string) => JSON.parse(files[file] ?? '{}') as SchemaNode;

/** What the check's condition rules say about a form of `files`. */
function conditionFindings(files: StudioFiles, formId: string): Problem[] {
  const paths = formFilesOf(formId);
  return checkConditions(paths, parse(files, paths.schema), parse(files, paths.ui));
}

/**
 * The condition the studio refused, written by hand: the question's property moved into the
 * `then` of a new `allOf` item whose `if` compares `on` with `answer`, as the studio writes them.
 * Gives the schema and the pointer of the new `if`.
 */
function writtenByHand(schema: SchemaNode, field: string, on: string, answer: unknown) {
  const copy = structuredClone(schema);
  const place = fieldsOf(copy).find((candidate) => candidate.path === field);
  if (!place) throw new Error(`No ${field}`);
  const parentSegments = pointerSegments(place.pointer).slice(0, -2);
  const parent = parentSegments.reduce<SchemaNode>(
    (node, name) => (node as Record<string, SchemaNode>)[name] as SchemaNode,
    copy,
  );
  parent.properties = Object.fromEntries(
    Object.entries(parent.properties as SchemaNode).filter(([name]) => name !== field),
  );
  const required = Array.isArray(parent.required) ? parent.required : [];
  const wasRequired = required.includes(field);
  if (wasRequired) parent.required = required.filter((name) => name !== field);
  const onType = fieldsOf(copy).find((candidate) => candidate.path === on)?.schema.type;
  const allOf = Array.isArray(copy.allOf) ? copy.allOf : [];
  copy.allOf = [
    ...allOf,
    {
      if: {
        type: 'object',
        required: [on],
        properties: { [on]: { ...(onType ? { type: onType } : {}), const: answer } },
      },
      then: {
        type: 'object',
        ...(wasRequired ? { required: [field] } : {}),
        properties: { [field]: place.schema },
      },
    },
  ];
  return { schema: copy, ifPointer: `/allOf/${allOf.length}/if` };
}

describe('the studio and the check agree on conditions', () => {
  it('what the studio writes passes the condition rules; what it refuses for them, written by hand, the check names', () => {
    const seen = { accepted: 0, answer: 0, noQuestion: 0, itself: 0, first: 0 };
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 6 }), (operations) => {
        let files = start;
        for (const step of operations) {
          const paths = formFilesOf(step.formId);
          const result = applyStudioOperation(files, step);
          if (!('refused' in result)) {
            seen.accepted += 1;
            files = result.files;
            expect(conditionFindings(files, step.formId), JSON.stringify(step)).toEqual([]);
            continue;
          }
          const { refused } = result;
          const schema = parse(files, paths.schema);
          const ui = parse(files, paths.ui);
          if (step.op === 'move-question' && isRefusal(refused, 'conditionComesFirst')) {
            seen.first += 1;
            // The same move made by hand in "ui:order".
            const order = questionOrder(schema, ui);
            const at = order.indexOf(step.field);
            const to = step.direction === 'up' ? at - 1 : at + 1;
            [order[at], order[to]] = [order[to] ?? '', order[at] ?? ''];
            const findings = checkConditions(paths, schema, { ...ui, 'ui:order': order });
            expect(findings, refused).toContainEqual(
              expect.objectContaining({
                file: paths.ui,
                pointer: expect.stringMatching(/^\/ui:order/),
              }),
            );
            continue;
          }
          if (step.op !== 'set-condition') continue;
          const reason = (
            ['conditionAnswer', 'noQuestion', 'conditionOnItself', 'conditionComesFirst'] as const
          ).find((key) => isRefusal(refused, key));
          if (!reason) continue;
          const hand = writtenByHand(schema, step.field, step.on, step.answer);
          const findings = checkConditions(paths, hand.schema, ui);
          if (reason === 'conditionComesFirst') {
            seen.first += 1;
            expect(findings, refused).toContainEqual(
              expect.objectContaining({
                file: paths.ui,
                pointer: expect.stringMatching(/^\/ui:order/),
              }),
            );
            continue;
          }
          seen[
            reason === 'conditionAnswer'
              ? 'answer'
              : reason === 'noQuestion'
                ? 'noQuestion'
                : 'itself'
          ] += 1;
          expect(findings, refused).toContainEqual(
            expect.objectContaining({
              file: paths.schema,
              pointer: expect.stringMatching(
                new RegExp(`^${hand.ifPointer}/properties/${step.on}(/|$)`),
              ),
            }),
          );
        }
      }),
      { numRuns: 60, seed: 38 },
    );
    // Each agreement is tried, not only refusals the property skips.
    expect(seen.accepted).toBeGreaterThan(10);
    expect(seen.answer).toBeGreaterThan(0);
    expect(seen.noQuestion).toBeGreaterThan(0);
    expect(seen.itself).toBeGreaterThan(0);
    expect(seen.first).toBeGreaterThan(0);
  }, 60_000);
});

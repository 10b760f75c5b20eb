import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyStudioOperation } from './apply-studio-operation.ts';
import { checkStudioFiles } from './check-studio-files.ts';
import { describeStudioForm } from './describe-studio-form.ts';
import { formIdsIn, isStudioEditable } from './studio-files.ts';
import type { AnswerKind, StudioFiles, StudioOperation } from './studio-operations.ts';
import { format, resolveConfig } from 'prettier';
import { bestTimeQuestion, canCallQuestion, liveFiles } from './testing/real-studio-files.ts';

/**
 * Random sequences of studio operations on the real forms (issue 31, item 8): each result either
 * passes the schema check or shows its findings; nothing throws, nothing outside schemas/forms/
 * and schemas/messages/ changes, every file still parses as JSON and stays as Prettier writes it
 * (so a diff never carries a line only reformatted).
 */

const formIds = formIdsIn(liveFiles);
const questionNames = [
  ...new Set(
    formIds.flatMap(
      (formId) => describeStudioForm(liveFiles, formId)?.questions.map((q) => q.name) ?? [],
    ),
  ),
  'bestTime',
  'canCall',
  'extra_note',
  'nothing_here',
];
const kinds: AnswerKind[] = [
  'text',
  'textarea',
  'number',
  'yes-no',
  'radios',
  'select',
  'date',
  'email',
  'phone',
  'address',
];

/**
 * Half the sequences start by adding to the feedback details form a yes/no question and a choice
 * question after it (the real forms' choices are all placed by code), so conditions are made,
 * changed and removed between questions the studio added.
 */
const callQuestions: StudioOperation[] = [
  canCallQuestion,
  { ...bestTimeQuestion, name: 'extra_note', after: 'canCall' },
];

const words = fc.constantFrom('When?', 'Your reference', '', 'Tell us more', 'A <b>bold</b> label');
const formId = fc.constantFrom(...formIds, '../leads');
const field = fc.constantFrom(...questionNames);
/** A question of a real form, mostly; now and then one a form does not have. */
const pairs = formIds.flatMap((id) =>
  (describeStudioForm(liveFiles, id)?.questions ?? []).map((q) => ({ formId: id, field: q.name })),
);
const question = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...pairs) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { formId: 'feedback-details', field: 'bestTime' },
      { formId: 'feedback-details', field: 'extra_note' },
      { formId: 'feedback-details', field: 'canCall' },
      { formId: 'feedback-details', field: 'propertyAddress' },
      { formId: 'feedback-details', field: 'bedrooms' },
    ),
  },
  { weight: 1, arbitrary: fc.record({ formId, field }) },
);
const on = <T extends object>(rest: fc.Arbitrary<T>) =>
  fc.tuple(question, rest).map(([target, fields]) => ({ ...target, ...fields }));
const choices = fc.constantFrom(
  [
    { value: 'Morning', label: 'Morning' },
    { value: 'Afternoon', label: 'Afternoon' },
  ],
  [{ value: 'Only', label: 'Only one' }],
  [
    { value: 'Dual', label: 'Both' },
    { value: 'Gas', label: 'Gas' },
    { value: 'Gas', label: 'Twice' },
  ],
);
const destination = fc.constantFrom(
  { kind: 'additional-information' as const, name: 'BestTimeToCall' },
  { kind: 'additional-information' as const, name: 'bad name' },
  { kind: 'additional-information' as const, name: 'Telephone' },
  { kind: 'not-sent' as const, reason: 'Asked to plan the call' },
  { kind: 'not-sent' as const, reason: '' },
  { kind: 'lead-place' as const, to: '/query' },
);
const rule = fc.constantFrom(
  { rule: 'maxLength' as const, value: 50 },
  { rule: 'minLength' as const, value: 80 },
  { rule: 'customerNumber' as const },
  { rule: 'meterReading' as const },
  { rule: 'dateWithinPastMonths' as const, value: 2 },
  { rule: 'phoneNumber' as const, value: ['GB'] },
);

/** Conditions, mostly between the questions of `callQuestions`, now and then ones refused. */
const conditionOperation: fc.Arbitrary<StudioOperation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('set-condition' as const),
      formId: fc.constant('feedback-details'),
      field: fc.constant('extra_note'),
      on: fc.constant('canCall'),
      answer: fc.boolean(),
    }),
  },
  fc.record({
    op: fc.constant('set-condition' as const),
    formId: fc.constant('feedback-details'),
    field: fc.constantFrom('extra_note', 'bestTime', 'canCall'),
    on: fc.constantFrom('canCall', 'extra_note'),
    answer: fc.constantFrom<string | boolean>(true, false, 'Morning', 'Afternoon'),
  }),
  on(
    fc.record({
      op: fc.constant('set-condition' as const),
      on: fc.constantFrom('canCall', 'fuel', 'email', 'nothing_here'),
      answer: fc.constantFrom<string | boolean>(true, 'Gas', 'Nope'),
    }),
  ),
  fc.record({
    op: fc.constant('remove-condition' as const),
    formId: fc.constantFrom('feedback-details', 'meter-read'),
    field: fc.constantFrom('extra_note', 'bestTime', 'canCall', 'gas_reading'),
  }),
);

const operation: fc.Arbitrary<StudioOperation> = fc.oneof(
  on(fc.record({ op: fc.constant('set-label' as const), label: words })),
  on(fc.record({ op: fc.constant('set-hint' as const), hint: words })),
  on(fc.record({ op: fc.constant('set-required' as const), required: fc.boolean() })),
  on(
    fc.record({
      op: fc.constant('set-answer-kind' as const),
      kind: fc.constantFrom(...kinds),
      choices,
    }),
  ),
  on(fc.record({ op: fc.constant('add-rule' as const), rule })),
  on(
    fc.record({
      op: fc.constant('remove-rule' as const),
      rule: rule.map((r) => r.rule),
    }),
  ),
  on(fc.record({ op: fc.constant('set-rule' as const), rule })),
  on(
    fc.record({
      op: fc.constant('set-error-message' as const),
      rule: fc.constantFrom('required' as const, 'maxLength' as const, 'format' as const),
      message: words,
    }),
  ),
  on(fc.record({ op: fc.constant('set-choices' as const), choices })),
  on(
    fc.record({
      op: fc.constant('set-autocomplete' as const),
      autocomplete: fc.constantFrom('email', 'tel', '', 'mail'),
    }),
  ),
  on(fc.record({ op: fc.constant('set-destination' as const), destination })),
  fc.record({
    op: fc.constant('add-question' as const),
    formId,
    name: fc.constantFrom('bestTime', 'extra_note', 'email', '1bad'),
    label: words,
    kind: fc.constantFrom(...kinds),
    required: fc.boolean(),
    choices,
    destination,
    after: fc.option(field, { nil: undefined }),
  }),
  { weight: 6, arbitrary: conditionOperation },
  on(fc.record({ op: fc.constant('remove-question' as const) })),
  on(
    fc.record({
      op: fc.constant('move-question' as const),
      direction: fc.constantFrom('up' as const, 'down' as const),
    }),
  ),
  on(
    fc.record({
      op: fc.constant('rename-question' as const),
      newName: fc.constantFrom('renamed', 'bestTime', 'email', '../x'),
    }),
  ),
  // An address or a number of the editor's own, sent to the lead as text (or not sent).
  fc.record({
    op: fc.constant('add-question' as const),
    formId: fc.constantFrom('feedback-details', 'meter-read', 'search'),
    name: fc.constantFrom('propertyAddress', 'bedrooms'),
    label: fc.constantFrom('Address of the property', 'How many bedrooms?'),
    kind: fc.constantFrom('address' as const, 'number' as const),
    required: fc.boolean(),
    destination: fc.constantFrom(
      { kind: 'additional-information' as const, name: 'PropertyAddress' },
      { kind: 'additional-information' as const, name: 'Bedrooms' },
      { kind: 'not-sent' as const, reason: 'Asked only to plan the visit' },
    ),
    after: fc.option(field, { nil: undefined }),
  }),
  on(
    fc.record({
      op: fc.constant('set-answer-kind' as const),
      kind: fc.constantFrom('address' as const, 'number' as const, 'text' as const),
    }),
  ),
  fc.record({
    op: fc.constant('set-page-words' as const),
    formId,
    title: fc.option(words, { nil: undefined }),
    submitText: fc.option(words, { nil: undefined }),
  }),
  fc.record({
    op: fc.constant('set-shared-message' as const),
    file: fc.constantFrom(
      'form-copy.json',
      'studio-nope.json',
      '../leads/feedback-lead.schema.json',
    ),
    pointer: fc.constantFrom('/errorSummaryTitle', '/nothing', ''),
    text: words,
  }),
);

const sequence = fc
  .tuple(fc.boolean(), fc.array(operation, { minLength: 1, maxLength: 8 }))
  .map(([withCallQuestions, operations]) =>
    withCallQuestions ? [...callQuestions, ...operations] : operations,
  );

describe('random sequences of studio operations on the real forms', () => {
  it('each end passes the check or shows findings; no throw, no file outside, all JSON as Prettier writes it', async () => {
    let applied = 0;
    let refused = 0;
    let conditions = 0;
    await fc.assert(
      fc.asyncProperty(sequence, async (operations) => {
        let files: StudioFiles = liveFiles;
        const touched = new Set<string>();
        for (const step of operations) {
          const result = applyStudioOperation(files, step);
          if ('refused' in result) {
            refused += 1;
            expect(result.refused.trim()).not.toBe('');
            // A refusal the studio meant, never an error it did not expect.
            expect(result.refused).not.toMatch(/could not make this change/);
            continue;
          }
          applied += 1;
          if (step.op === 'set-condition' || step.op === 'remove-condition') conditions += 1;
          for (const file of result.changed) {
            expect(isStudioEditable(file), file).toBe(true);
            expect(() => JSON.parse(result.files[file] ?? ''), file).not.toThrow();
            touched.add(file);
          }
          const others = Object.keys(result.files).filter((file) => !result.changed.includes(file));
          for (const file of others) expect(result.files[file]).toBe(files[file]);
          files = result.files;
        }
        for (const file of touched) {
          const text = files[file] ?? '';
          const options = (await resolveConfig(file)) ?? {};
          expect(await format(text, { ...options, filepath: file }), file).toBe(text);
        }
        const forms = formIds.filter((id) =>
          [...touched].some((file) => file.startsWith(`schemas/forms/${id}/`)),
        );
        const findings = checkStudioFiles(files, {
          forms: forms.length > 0 ? forms : [formIds[0] ?? ''],
        });
        for (const finding of findings) {
          expect(finding.message.trim()).not.toBe('');
          expect(finding.file).toMatch(/^schemas\//);
        }
      }),
      { numRuns: 20, seed: 31 },
    );
    // The sequences do reach the files: not everything is refused.
    expect(applied).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(0);
    // Conditions are made (or changed, or removed) too, not only refused.
    expect(conditions).toBeGreaterThan(0);
  }, 60_000);
});

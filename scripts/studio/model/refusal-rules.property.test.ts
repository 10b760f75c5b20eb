import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointerPart, pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { checkSharedMessages } from '../../schema-check/check-shared-messages.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { schemaTreeOf } from '../../schema-check/schema-tree.ts';
import { applyStudioOperation } from './apply-studio-operation.ts';
import { checkStudioFiles } from './check-studio-files.ts';
import { ruleValue } from './form-questions.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles, StudioOperation, StudioRule } from './studio-operations.ts';
import {
  applied,
  bestTimeQuestion,
  canCallQuestion,
  realFiles,
} from './testing/real-studio-files.ts';
import { refusalOf, type RefusalKey } from './testing/refusal-of.ts';

/**
 * The studio and the schema check agree on every rule of the files (issue 38, decision 057):
 * random edits of labels, rules, choices, messages, names, autocomplete, destinations and page
 * words leave the check nothing new to name when the studio makes them; and each one the studio
 * refuses for a state of the files (not for the edit itself), written into the files by hand
 * instead, is named by the check at the place it was written. Conditions have their own property
 * (condition-rules.property.test.ts).
 */

const details = formFilesOf('feedback-details');
const sharedMessages = 'schemas/messages/form-copy.json';

/** The feedback forms with questions of the editor's own, one on each form of the feedback lead. */
const start: StudioFiles = [
  canCallQuestion,
  { ...bestTimeQuestion, after: 'canCall' },
  {
    op: 'add-question',
    formId: 'feedback-details',
    name: 'extraNote',
    label: 'Anything else?',
    kind: 'text',
    required: false,
    destination: { kind: 'additional-information', name: 'ExtraNote' },
    after: 'bestTime',
  },
  {
    op: 'add-question',
    formId: 'feedback-details',
    name: 'callOn',
    label: 'Which day should we call?',
    kind: 'date',
    required: false,
    destination: { kind: 'not-sent', reason: 'Asked only to plan the call' },
    after: 'extraNote',
  },
  {
    op: 'add-question',
    formId: 'feedback-credit',
    name: 'callTime',
    label: 'When should we call?',
    kind: 'text',
    required: false,
    destination: { kind: 'additional-information', name: 'CallTime' },
    after: 'feedback',
  },
].reduce<StudioFiles>(
  (files, operation) => applied(operation as StudioOperation, files).files,
  realFiles,
);

const anyField = [
  'bestTime',
  'canCall',
  'extraNote',
  'callOn',
  'email',
  'telephoneNumber',
  'address',
  'firstName',
] as const;
/** An edit of a question of the feedback details form, of `fields` (all of them by default). */
const onDetails = <T extends { readonly op: StudioOperation['op'] }>(
  rest: fc.Arbitrary<T>,
  fields: readonly string[] = anyField,
): fc.Arbitrary<StudioOperation> =>
  fc
    .tuple(fc.constantFrom(...fields), rest)
    .map(
      ([name, values]) =>
        ({ formId: 'feedback-details', field: name, ...values }) as unknown as StudioOperation,
    );

const words = fc.constantFrom(' ', 'Your answer, in other words');
const rule = fc.constantFrom<StudioRule>(
  { rule: 'minLength', value: 2 },
  { rule: 'minLength', value: -1 },
  { rule: 'maxLength', value: 1.5 },
  { rule: 'maxLength', value: 40 },
  { rule: 'customerNumber' },
  { rule: 'meterReading' },
  { rule: 'dateWithinPastMonths', value: 0 },
  { rule: 'dateWithinPastMonths', value: 2 },
  { rule: 'phoneNumber', value: [] },
  { rule: 'phoneNumber', value: ['GB'] },
  { rule: 'phoneNumber', value: ['GB', 'FR'] },
);
const choices = fc.constantFrom(
  [
    { value: 'Morning', label: 'Morning' },
    { value: 'Evening', label: 'Evening' },
  ],
  [{ value: 'Morning', label: 'Morning' }],
  [
    { value: 'Morning', label: 'Morning' },
    { value: 'Morning', label: 'Again' },
  ],
  [
    { value: 'Morning', label: ' ' },
    { value: 'Evening', label: 'Evening' },
  ],
);
const leadName = fc.constantFrom('BestTimeToCall', 'CallTime', 'bad name', 'NewAnswer');

const operation: fc.Arbitrary<StudioOperation> = fc.oneof(
  {
    weight: 3,
    arbitrary: onDetails(fc.record({ op: fc.constant('add-rule' as const), rule }), [
      'extraNote',
      'callOn',
      'canCall',
      'bestTime',
      'telephoneNumber',
    ]),
  },
  onDetails(fc.record({ op: fc.constant('set-rule' as const), rule }), [
    'callOn',
    'telephoneNumber',
    'firstName',
  ]),
  {
    weight: 2,
    arbitrary: onDetails(fc.record({ op: fc.constant('set-choices' as const), choices }), [
      'bestTime',
    ]),
  },
  onDetails(
    fc.record({
      op: fc.constant('set-autocomplete' as const),
      autocomplete: fc.constantFrom('', 'email', 'mail', 'street-address', 'tel'),
    }),
    ['address', 'extraNote', 'email'],
  ),
  onDetails(
    fc.record({
      op: fc.constant('rename-question' as const),
      newName: fc.constantFrom('renamed', 'bad name', '1st', 'email'),
    }),
    ['bestTime', 'extraNote', 'callOn'],
  ),
  onDetails(fc.record({ op: fc.constant('set-label' as const), label: words })),
  onDetails(
    fc.record({
      op: fc.constant('set-error-message' as const),
      rule: fc.constantFrom('required' as const, 'maxLength' as const, 'format' as const),
      message: words,
    }),
  ),
  onDetails(
    fc.record({
      op: fc.constant('set-destination' as const),
      destination: fc.oneof(
        leadName.map((name) => ({ kind: 'additional-information' as const, name })),
        fc.constantFrom('', 'Asked only to plan the call').map((reason) => ({
          kind: 'not-sent' as const,
          reason,
        })),
      ),
    }),
    ['extraNote', 'canCall', 'callOn'],
  ),
  onDetails(fc.record({ op: fc.constant('set-required' as const), required: fc.boolean() })),
  fc.record({
    op: fc.constant('set-page-words' as const),
    formId: fc.constant('feedback-details'),
    title: fc.option(words, { nil: undefined }),
    submitText: fc.option(words, { nil: undefined }),
    submittingText: fc.option(words, { nil: undefined }),
  }),
  fc.record({
    op: fc.constant('set-shared-message' as const),
    file: fc.constant('form-copy.json'),
    pointer: fc.constant('/errorSummaryTitle'),
    text: words,
  }),
);

/** What the check says about the feedback forms and the shared messages, keyed for comparing. */
function findings(files: StudioFiles): Problem[] {
  return [
    ...checkStudioFiles(files, { forms: ['feedback-details', 'feedback-credit'] }),
    ...checkSharedMessages(schemaTreeOf(files).messages),
  ];
}
const keyOf = (problem: Problem) => `${problem.file}#${problem.pointer}: ${problem.message}`;

/** The refusals that name a state of the files someone could write by hand. */
const fileStates = [
  'ruleDoesNotSuit',
  'lengthNotWhole',
  'monthsNotWhole',
  'phoneCountries',
  'fewChoices',
  'choiceWithoutWords',
  'choiceTwice',
  'notAutocompleteToken',
  'addressFillsItself',
  'questionName',
  'emptyLabel',
  'emptyTitle',
  'emptySubmitText',
  'emptySubmittingText',
  'emptyErrorMessage',
  'messageForNoRule',
  'leadNamePattern',
  'leadHasName',
  'nameCarries',
  'noReason',
  'emptySharedMessage',
] as const satisfies readonly RefusalKey[];
type FileState = (typeof fileStates)[number];

const read = (files: StudioFiles, file: string) => JSON.parse(files[file] ?? '{}') as SchemaNode;
const write = (files: StudioFiles, file: string, data: unknown): StudioFiles => ({
  ...files,
  [file]: `${JSON.stringify(data, null, 2)}\n`,
});

/** The node at a JSON pointer of parsed data (the tests' own edits, into objects they know). */
const nodeAt = (data: SchemaNode, pointer: string): SchemaNode =>
  pointerSegments(pointer).reduce<SchemaNode>((node, name) => node[name] as SchemaNode, data);

/** Where the check should name it: in `file`, at a pointer starting with `at`, saying `words`. */
interface Expected {
  readonly file: string;
  readonly at: string;
  readonly words?: string;
}

/**
 * The edit the studio refused, written into the files by hand as the studio would have written
 * it, and where the check should name it.
 */
function byHand(files: StudioFiles, step: StudioOperation, reason: FileState) {
  const schema = read(files, details.schema);
  const ui = read(files, details.ui);
  const place =
    'field' in step ? fieldsOf(schema).find((found) => found.path === step.field) : undefined;
  const pointer = place?.pointer ?? '';
  const question = place ? nodeAt(schema, pointer) : {};
  const messages = () => {
    question['x-errorMessages'] = { ...(question['x-errorMessages'] as object) };
    return question['x-errorMessages'] as SchemaNode;
  };
  const inSchema = (at: string, words?: string): [StudioFiles, Expected] => [
    write(files, details.schema, schema),
    { file: details.schema, at, words },
  ];
  switch (step.op) {
    case 'add-rule':
    case 'set-rule':
      question[step.rule.rule] = ruleValue(step.rule);
      messages()[step.rule.rule] = 'Your answer does not fit';
      return inSchema(`${pointer}/${step.rule.rule}`);
    case 'set-choices':
      question.oneOf = step.choices.map((choice) => ({ const: choice.value, title: choice.label }));
      return inSchema(`${pointer}/oneOf`);
    case 'set-autocomplete':
      ui[step.field] = { ...(ui[step.field] as object), 'ui:autocomplete': step.autocomplete };
      return [
        write(files, details.ui, ui),
        { file: details.ui, at: `/${pointerPart(step.field)}/ui:autocomplete` },
      ] as [StudioFiles, Expected];
    case 'rename-question': {
      const parentAt = pointer.split('/').slice(0, -2).join('/');
      const parent = nodeAt(schema, parentAt);
      parent.properties = Object.fromEntries(
        Object.entries(parent.properties as SchemaNode).map(([name, node]) => [
          name === step.field ? step.newName : name,
          node,
        ]),
      );
      schema.required = (schema.required as string[]).map((name) =>
        name === step.field ? step.newName : name,
      );
      ui['ui:order'] = (ui['ui:order'] as string[]).map((name) =>
        name === step.field ? step.newName : name,
      );
      const renamed = `${pointer.split('/').slice(0, -1).join('/')}/${pointerPart(step.newName)}`;
      return [
        write(write(files, details.schema, schema), details.ui, ui),
        { file: details.schema, at: renamed },
      ] as [StudioFiles, Expected];
    }
    case 'set-label':
      question.title = step.label;
      return inSchema(pointer);
    case 'set-error-message':
      messages()[step.rule] = step.message;
      return inSchema(`${pointer}/x-errorMessages/${step.rule}`);
    case 'set-destination': {
      const { destination } = step;
      if (destination.kind === 'not-sent') {
        question['x-lead'] = { sent: false, reason: destination.reason };
        return inSchema(`${pointer}/x-lead`);
      }
      const to = `/additional-information/${destination.kind === 'additional-information' ? destination.name : ''}`;
      question['x-lead'] = to;
      // Two questions at one place are named at the later of the two, on either form.
      return [write(files, details.schema, schema), { file: '', at: '', words: `"${to}"` }] as [
        StudioFiles,
        Expected,
      ];
    }
    case 'set-page-words':
      if (reason === 'emptyTitle') {
        schema.title = step.title;
        return inSchema('/title');
      }
      if (reason === 'emptySubmitText') {
        ui['ui:submitButtonOptions'] = { submitText: step.submitText };
        return [
          write(files, details.ui, ui),
          { file: details.ui, at: '/ui:submitButtonOptions' },
        ] as [StudioFiles, Expected];
      }
      ui['ui:options'] = { ...(ui['ui:options'] as object), submittingText: step.submittingText };
      return [
        write(files, details.ui, ui),
        { file: details.ui, at: '/ui:options/submittingText' },
      ] as [StudioFiles, Expected];
    case 'set-shared-message': {
      const messagesFile = read(files, sharedMessages);
      messagesFile.errorSummaryTitle = step.text;
      return [
        write(files, sharedMessages, messagesFile),
        { file: sharedMessages, at: '/errorSummaryTitle' },
      ] as [StudioFiles, Expected];
    }
    default:
      throw new Error(`No hand-written edit for ${step.op}`);
  }
}

/** Whether a finding is the one expected of a hand-written edit. */
const names = (expected: Expected) => (problem: Problem) =>
  (expected.file === '' || problem.file === expected.file) &&
  problem.pointer.startsWith(expected.at) &&
  (expected.words === undefined || problem.message.includes(expected.words));

describe('the studio and the check agree on every rule of the files', () => {
  it('what the studio writes leaves the check nothing new to name; what it refuses for a state of the files, written by hand, the check names', () => {
    const seen = new Map<string, number>();
    const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    const startFindings = findings(start).map(keyOf);
    expect(startFindings).toEqual([]);
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 3 }), (operations) => {
        let files = start;
        for (const step of operations) {
          const result = applyStudioOperation(files, step);
          if (!('refused' in result)) {
            count('accepted');
            files = result.files;
            expect(findings(files).map(keyOf), JSON.stringify(step)).toEqual([]);
            continue;
          }
          const reason = refusalOf(result.refused, fileStates);
          if (!reason) {
            count('edit only');
            continue;
          }
          count(reason);
          const [hand, expected] = byHand(files, step, reason);
          const found = findings(hand);
          expect(
            found.some(names(expected)),
            `${result.refused} ${JSON.stringify(step)} ${JSON.stringify(expected)}\n${found.map(keyOf).join('\n')}`,
          ).toBe(true);
        }
      }),
      { numRuns: 80, seed: 57 },
    );
    // Both halves are tried: edits made, and the refusals of each kind the check must name.
    expect(seen.get('accepted') ?? 0).toBeGreaterThan(10);
    const tried = fileStates.filter((state) => (seen.get(state) ?? 0) > 0);
    expect(tried.length, JSON.stringify(Object.fromEntries(seen))).toBeGreaterThanOrEqual(18);
  }, 240_000);
});

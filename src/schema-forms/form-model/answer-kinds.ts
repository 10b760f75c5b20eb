import type { InputName } from './form-inputs.ts';
import { editableRuleNames, type EditableRuleName } from './form-rules.ts';

/**
 * The kinds of answer a question can take, in one table read by the renderer's theme, the
 * schema check, the studio and the lead's transforms (issue 38): for each, the shape of its
 * schema, the input that asks it, the rules it may have and the transforms its answer goes
 * through to reach the lead as text.
 * - `shape`: the schema as the check reads it without the UI schema (a list of choices, a list
 *   of choices of which several may be chosen, yes or no, a date, typed text, a number, or other:
 *   an object such as an address).
 * - `type` and `format`: what the studio writes in the schema.
 * - `widget`: the `ui:widget` the studio writes (none: the one-line box, or the kind's `field`).
 * - `inputs`: every `ui:widget` that suits it (form-inputs.ts says how each is framed).
 * - `rules`: the rules the studio may add; `keywords`: other schema keywords only it has.
 * - `transforms`: what a generic destination passes it through (answer-transforms.ts).
 */
export const answerKinds = {
  text: {
    shape: 'text',
    type: 'string',
    inputs: ['text', 'search'],
    rules: ['minLength', 'maxLength', 'pattern', 'customerNumber', 'meterReading', 'phoneNumber'],
    keywords: [],
    transforms: ['trim'],
  },
  textarea: {
    shape: 'text',
    type: 'string',
    widget: 'textarea',
    inputs: ['textarea'],
    rules: ['minLength', 'maxLength', 'pattern'],
    keywords: [],
    transforms: ['trim'],
  },
  number: {
    shape: 'number',
    type: 'number',
    inputs: ['text'],
    rules: ['minimum', 'maximum'],
    keywords: ['exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
    transforms: ['number-as-text'],
  },
  'yes-no': {
    shape: 'yes-no',
    type: 'boolean',
    widget: 'radio',
    inputs: ['radio'],
    rules: [],
    keywords: [],
    transforms: ['yes-no'],
  },
  radios: {
    shape: 'choice',
    type: 'string',
    widget: 'radio',
    inputs: ['radio'],
    rules: [],
    keywords: [],
    transforms: [],
  },
  // GOV.UK Forms' "Selection from a list, select one or more": a list of the chosen values
  // (`items` holds the choices, `uniqueItems` keeps each once; required is `minItems: 1`).
  checkboxes: {
    shape: 'choices',
    type: 'array',
    widget: 'checkboxes',
    inputs: ['checkboxes'],
    rules: [],
    keywords: ['items', 'uniqueItems', 'minItems'],
    transforms: ['list-as-text'],
  },
  select: {
    shape: 'choice',
    type: 'string',
    widget: 'select',
    inputs: ['select'],
    rules: [],
    keywords: [],
    transforms: [],
  },
  date: {
    shape: 'date',
    type: 'string',
    format: 'date',
    widget: 'dateInput',
    inputs: ['dateInput'],
    rules: ['dateWithinPastMonths'],
    keywords: [],
    transforms: [],
  },
  email: {
    shape: 'text',
    type: 'string',
    format: 'email',
    widget: 'email',
    inputs: ['email'],
    rules: ['minLength', 'maxLength', 'pattern'],
    keywords: [],
    transforms: ['trim'],
  },
  phone: {
    shape: 'text',
    type: 'string',
    widget: 'tel',
    inputs: ['tel'],
    rules: ['minLength', 'maxLength', 'pattern', 'phoneNumber'],
    keywords: [],
    transforms: ['trim'],
  },
  address: {
    shape: 'other',
    type: 'object',
    field: 'address',
    inputs: [],
    rules: [],
    keywords: [],
    transforms: ['address-as-text'],
  },
} as const satisfies Record<string, AnswerKindFacts>;

/** What the table says of one kind of answer. */
interface AnswerKindFacts {
  readonly shape: AnswerShape;
  readonly type: 'string' | 'number' | 'boolean' | 'object' | 'array';
  readonly format?: 'date' | 'email';
  readonly widget?: string;
  readonly field?: string;
  readonly inputs: readonly InputName[];
  readonly rules: readonly EditableRuleName[];
  readonly keywords: readonly string[];
  readonly transforms: readonly string[];
}

/** A kind of answer, as an editor names it. */
export type AnswerKind = keyof typeof answerKinds;

/** A schema's shape, as far as choosing an input goes. */
export type AnswerShape = 'choice' | 'choices' | 'yes-no' | 'date' | 'text' | 'number' | 'other';

/** Every kind of answer, in the table's order. */
export const answerKindNames = Object.keys(answerKinds) as AnswerKind[];

/** The facts of a kind, typed as any kind's (so optional facts read as possibly undefined). */
export const factsOf = (kind: AnswerKind): AnswerKindFacts => answerKinds[kind];

/** The `ui:widget` names some kind of answer is asked with ('hidden' is the UI schema's own). */
export const kindInputs = [...new Set(answerKindNames.flatMap((kind) => factsOf(kind).inputs))];

/** The inputs that suit a schema of `shape`. */
export const inputsForShape = (shape: AnswerShape): string[] => [
  ...new Set(
    answerKindNames
      .filter((kind) => factsOf(kind).shape === shape)
      .flatMap((kind) => factsOf(kind).inputs),
  ),
];

/** The kinds of answer a rule suits. */
export const kindsOfRule = (rule: EditableRuleName): AnswerKind[] =>
  answerKindNames.filter((kind) => factsOf(kind).rules.includes(rule));

/** The kinds of answer each rule suits, by rule (the studio's pages offer a rule by it). */
export const ruleKinds: Readonly<Record<EditableRuleName, readonly AnswerKind[]>> =
  Object.fromEntries(editableRuleNames.map((rule) => [rule, kindsOfRule(rule)])) as Record<
    EditableRuleName,
    AnswerKind[]
  >;

/** Whether a kind's answer is one choice or more of a list it offers (radios, select, checkboxes). */
export const isChoiceKind = (kind: AnswerKind | '' | undefined): boolean =>
  kind !== undefined && kind !== '' && ['choice', 'choices'].includes(factsOf(kind).shape);

import type {
  AnswerKind,
  MessageRuleName,
  QuestionView,
  StudioChoice,
  StudioDestination,
  StudioOperation,
  StudioRule,
} from './studio-api-types.ts';
import { isChoiceKind } from '../../../src/schema-forms/form-model/answer-kinds.ts';

/** A question's settings as its panel holds them while the editor changes them. */
export interface QuestionDraft {
  readonly label: string;
  readonly hint: string;
  readonly required: boolean;
  readonly kind: AnswerKind | '';
  readonly choices: readonly StudioChoice[];
  readonly autocomplete: string;
  /** Each rule's value as typed (a number, or countries separated by commas). */
  readonly ruleValues: Readonly<Record<string, string>>;
  readonly messages: Readonly<Record<string, string>>;
  readonly destination: DestinationDraft;
}

/** Where the answer goes, as the panel's radios and fields hold it. */
export interface DestinationDraft {
  readonly kind: 'keep' | 'lead-place' | 'additional-information' | 'not-sent';
  readonly to: string;
  readonly name: string;
  readonly reason: string;
}

const ruleValueText = (rule: StudioRule): string => {
  if (rule.rule === 'customerNumber' || rule.rule === 'meterReading') return '';
  if (rule.rule === 'phoneNumber') return rule.value.join(', ');
  return String(rule.value);
};

/** A rule with the value the editor typed; undefined while the value is not a number. */
export function ruleWithValue(rule: StudioRule, typed: string): StudioRule | undefined {
  switch (rule.rule) {
    case 'customerNumber':
    case 'meterReading':
      return rule;
    case 'phoneNumber':
      return {
        rule: 'phoneNumber',
        value: typed
          .split(',')
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      };
    case 'pattern':
      return typed === '' ? undefined : { rule: 'pattern', value: typed };
    case 'minimum':
    case 'maximum': {
      const value = Number(typed.trim());
      return typed.trim() !== '' && Number.isFinite(value) ? { rule: rule.rule, value } : undefined;
    }
    default: {
      const value = Number(typed.trim());
      return typed.trim() !== '' && Number.isInteger(value)
        ? { rule: rule.rule, value }
        : undefined;
    }
  }
}

const destinationDraftOf = (destination: StudioDestination | undefined): DestinationDraft => {
  const empty = { to: '', name: '', reason: '' };
  if (!destination) return { kind: 'keep', ...empty };
  if (destination.kind === 'lead-place')
    return { ...empty, kind: 'lead-place', to: destination.to };
  if (destination.kind === 'not-sent') {
    return { ...empty, kind: 'not-sent', reason: destination.reason };
  }
  return { ...empty, kind: 'additional-information', name: destination.name };
};

/** The panel's starting settings: the question as it is. */
export function draftOf(question: QuestionView): QuestionDraft {
  return {
    label: question.label,
    hint: question.hint ?? '',
    required: question.required,
    kind: question.kind ?? '',
    choices: question.choices,
    autocomplete: question.autocomplete ?? '',
    ruleValues: Object.fromEntries(question.rules.map((rule) => [rule.rule, ruleValueText(rule)])),
    messages: question.messages,
    destination: destinationDraftOf(question.destination),
  };
}

/** The destination the draft names, or undefined when it is left as it is. */
export function destinationOf(draft: DestinationDraft): StudioDestination | undefined {
  switch (draft.kind) {
    case 'lead-place':
      return { kind: 'lead-place', to: draft.to };
    case 'additional-information':
      return { kind: 'additional-information', name: draft.name.trim() };
    case 'not-sent':
      return { kind: 'not-sent', reason: draft.reason.trim() };
    default:
      return undefined;
  }
}

const sameDestination = (a: StudioDestination | undefined, b: StudioDestination | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The studio operations that turn `question` into `draft`, one per changed setting, in an order
 * the model can apply them: the kind first (it may bring choices and messages), then words,
 * rules and messages, then where the answer goes.
 */
export function operationsFor(
  formId: string,
  question: QuestionView,
  draft: QuestionDraft,
): StudioOperation[] {
  const field = question.name;
  const on = { formId, field };
  const operations: StudioOperation[] = [];
  if (draft.kind !== '' && draft.kind !== (question.kind ?? '')) {
    operations.push({
      op: 'set-answer-kind',
      ...on,
      kind: draft.kind,
      ...(isChoiceKind(draft.kind) ? { choices: draft.choices } : {}),
    });
  } else if (
    isChoiceKind(draft.kind) &&
    JSON.stringify(draft.choices) !== JSON.stringify(question.choices)
  ) {
    operations.push({ op: 'set-choices', ...on, choices: draft.choices });
  }
  if (draft.label !== question.label)
    operations.push({ op: 'set-label', ...on, label: draft.label });
  if (draft.hint !== (question.hint ?? ''))
    operations.push({ op: 'set-hint', ...on, hint: draft.hint });
  if (draft.required !== question.required) {
    const message = draft.messages.required;
    operations.push({
      op: 'set-required',
      ...on,
      required: draft.required,
      ...(draft.required && message ? { message } : {}),
    });
  }
  for (const rule of question.rules) {
    const typed = draft.ruleValues[rule.rule] ?? '';
    const changed = ruleWithValue(rule, typed);
    if (changed && JSON.stringify(changed) !== JSON.stringify(rule)) {
      operations.push({ op: 'set-rule', ...on, rule: changed });
    }
  }
  for (const [rule, message] of Object.entries(draft.messages)) {
    // A required message of a question made required just now went with set-required.
    if (rule === 'required' && draft.required !== question.required) continue;
    if (message !== question.messages[rule]) {
      operations.push({
        op: 'set-error-message',
        ...on,
        rule: rule as MessageRuleName,
        message,
      });
    }
  }
  if (draft.autocomplete !== (question.autocomplete ?? '')) {
    operations.push({ op: 'set-autocomplete', ...on, autocomplete: draft.autocomplete });
  }
  const destination = destinationOf(draft.destination);
  if (destination && !sameDestination(destination, question.destination)) {
    operations.push({ op: 'set-destination', ...on, destination });
  }
  return operations;
}

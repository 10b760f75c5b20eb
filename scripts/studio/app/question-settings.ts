import type { AnyFormData } from '../../../src/schema-forms/form-engine.ts';
import type { DestinationDraft, QuestionDraft } from './question-changes.ts';
import type { AnswerKind } from './studio-api-types.ts';

/**
 * A question's settings as its settings form holds them (scripts/studio/settings-forms/): the
 * fields with a fixed shape. Choices, rules and their messages stay in the panel's own draft.
 */
export interface QuestionSettings extends AnyFormData {
  readonly label?: string;
  readonly hint?: string;
  readonly required: 'yes' | 'no';
  readonly required_message?: string;
  readonly kind?: AnswerKind;
  readonly autocomplete?: string;
  /** Unanswered: the question's destination is left as it is. */
  readonly destination?: Exclude<DestinationDraft['kind'], 'keep'>;
  readonly destination_place?: string;
  readonly destination_name?: string;
  readonly destination_reason?: string;
}

const given = (text: string) => (text === '' ? undefined : text);

/** The settings form's answers for a question as it is. */
export function settingsOf(draft: QuestionDraft): QuestionSettings {
  const { destination } = draft;
  return {
    label: given(draft.label),
    hint: given(draft.hint),
    required: draft.required ? 'yes' : 'no',
    required_message: given(draft.messages.required ?? ''),
    kind: draft.kind === '' ? undefined : draft.kind,
    autocomplete: given(draft.autocomplete),
    destination: destination.kind === 'keep' ? undefined : destination.kind,
    destination_place: given(destination.to),
    destination_name: given(destination.name),
    destination_reason: given(destination.reason),
  };
}

/** The panel's draft with the settings form's answers, as checked and sent. */
export function withSettings(draft: QuestionDraft, settings: AnyFormData): QuestionDraft {
  const text = (name: keyof QuestionSettings) => {
    const value = settings[name];
    return typeof value === 'string' ? value : '';
  };
  const required = settings.required === 'yes';
  const message = text('required_message');
  const way = text('destination');
  return {
    ...draft,
    label: text('label'),
    hint: text('hint'),
    required,
    kind: (text('kind') || draft.kind) as AnswerKind | '',
    autocomplete: text('autocomplete'),
    messages: required && message ? { ...draft.messages, required: message } : draft.messages,
    destination:
      way === ''
        ? draft.destination
        : {
            kind: way as DestinationDraft['kind'],
            to: text('destination_place'),
            name: text('destination_name'),
            reason: text('destination_reason'),
          },
  };
}

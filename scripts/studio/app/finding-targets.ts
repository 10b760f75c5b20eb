import type { FindingPlace } from '../model/finding-place.ts';
import { exampleAnswerId, exampleHeadingId, examplesHeadingId } from './example-ids.ts';
import { formPageHeadingIds } from './form-page-ids.ts';

/** A question's settings, each one control (or group) of its panel (QuestionPanel.tsx). */
export type QuestionSetting =
  | 'label'
  | 'hint'
  | 'required'
  | 'kind'
  | 'choices'
  | 'autocomplete'
  | 'destination'
  | `rule-${string}`
  | `message-${string}`;

/** The id prefix of a question's settings form (the engine names each field `<prefix>_<field>`). */
export const questionSettingsIdPrefix = (field: string): string => `question-${field}`;

/** The settings its settings form holds (decision 044), by that form's field names. */
const settingsFormFields: Readonly<Record<string, string>> = {
  label: 'label',
  hint: 'hint',
  required: 'required',
  kind: 'kind',
  autocomplete: 'autocomplete',
  destination: 'destination',
  'message-required': 'required_message',
};

/**
 * The id of the control for a question's setting: a field of its settings form, or one of the
 * panel's own controls (QuestionPanel.tsx gives them these).
 */
export function settingControlId(field: string, setting: QuestionSetting): string {
  const inForm = settingsFormFields[setting];
  return inForm === undefined
    ? `question-${field}-${setting}`
    : `${questionSettingsIdPrefix(field)}_${inForm}`;
}

/** The id prefix of the page words' settings form (PageWordsForm.tsx). */
export const pageWordsIdPrefix = 'page-words';

/** The page words' fields, by the setting the model names. */
export const pageWordsControlIds = {
  title: `${pageWordsIdPrefix}_title`,
  submitText: `${pageWordsIdPrefix}_submitText`,
  submittingText: `${pageWordsIdPrefix}_submittingText`,
} as const;

/** Where a finding's link goes: the control, and what opens first to show it. */
export interface FindingControl {
  readonly controlId: string;
  /** The question whose panel holds the control. */
  readonly field?: string;
  /** The example (by its place in its file) whose change form holds the control. */
  readonly example?: number;
}

/**
 * The control of the form `formId`'s page that fixes a finding, from where the model places it
 * (findingPlace): a question's setting (its panel opens), the question itself, or the page
 * words; for an example, its card in the Examples section (`examples`: their names by place),
 * or the box of the answer it is about, in the card's change form; for the examples as a whole,
 * the section's heading; for the form as a whole (a file that cannot be read, the lead it sends,
 * a question missing from the order), the heading of its questions. Undefined when no part of
 * this page is about it (another form, a shared message): the summary names it without a link.
 */
export function controlFor(
  formId: string,
  place: FindingPlace | undefined,
  examples: Readonly<Record<number, string>> = {},
): FindingControl | undefined {
  if (!place || place.formId !== formId) return undefined;
  const { field, setting, example } = place;
  if (place.examples) return { controlId: examplesHeadingId };
  if (example !== undefined) {
    const name = examples[example];
    if (place.answer !== undefined) {
      return { controlId: exampleAnswerId(example, place.answer), example };
    }
    return name === undefined ? undefined : { controlId: exampleHeadingId(name) };
  }
  if (setting === 'title' || setting === 'submitText' || setting === 'submittingText') {
    return { controlId: pageWordsControlIds[setting] };
  }
  if (field === undefined) return { controlId: formPageHeadingIds.questions };
  if (setting === undefined || setting === 'order') {
    return { controlId: `question-${field}-edit` };
  }
  const control: QuestionSetting = setting.startsWith('rule:')
    ? `rule-${setting.slice('rule:'.length)}`
    : setting.startsWith('message:')
      ? `message-${setting.slice('message:'.length)}`
      : (setting as QuestionSetting);
  return { controlId: settingControlId(field, control), field };
}

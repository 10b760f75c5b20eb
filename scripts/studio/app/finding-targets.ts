import type { FindingPlace } from '../model/finding-place.ts';
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

/**
 * The control of the form `formId`'s page that fixes a finding, from where the model places it
 * (findingPlace): a question's setting (its panel opens), the question itself, or the page
 * words; for an example, the preview, which shows each example (the studio does not edit
 * examples yet). Undefined when no part of this page is about it (another form, a shared
 * message): the summary names it without a link.
 */
export function controlFor(
  formId: string,
  place: FindingPlace | undefined,
): { readonly controlId: string; readonly field?: string } | undefined {
  if (!place || place.formId !== formId) return undefined;
  const { field, setting } = place;
  if (place.example !== undefined) return { controlId: formPageHeadingIds.preview };
  if (setting === 'title' || setting === 'submitText' || setting === 'submittingText') {
    return { controlId: pageWordsControlIds[setting] };
  }
  if (field === undefined) return undefined;
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

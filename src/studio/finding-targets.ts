import type { FindingPlace } from '../../scripts/studio/model/finding-place.ts';

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

/** The id of the control for a question's setting (QuestionPanel.tsx gives its controls these). */
export const settingControlId = (field: string, setting: QuestionSetting): string =>
  `question-${field}-${setting}`;

/** The page words' controls (PageWordsForm.tsx), by the setting the model names. */
export const pageWordsControlIds = {
  title: 'page-words-title',
  submitText: 'page-words-submit',
  submittingText: 'page-words-submitting',
} as const;

/**
 * The control of the form `formId`'s page that fixes a finding, from where the model places it
 * (findingPlace): a question's setting (its panel opens), the question itself, or the page
 * words. Undefined when no control of this page fixes it (an example, another form, a shared
 * message): the summary names it without a link.
 */
export function controlFor(
  formId: string,
  place: FindingPlace | undefined,
): { readonly controlId: string; readonly field?: string } | undefined {
  if (!place || place.formId !== formId) return undefined;
  const { field, setting } = place;
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

import type { StudioFinding } from './studio-api-types.ts';

/** The control of the studio that fixes a finding: a question's setting, or the page words. */
export type FindingTarget =
  | { readonly field: string; readonly setting: QuestionSetting }
  | { readonly pageWords: true }
  | undefined;

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

const decode = (part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~');

const ruleSettings = new Set([
  'minLength',
  'maxLength',
  'customerNumber',
  'meterReading',
  'dateWithinPastMonths',
  'phoneNumber',
]);

/** The setting named by what follows a question's schema in a pointer. */
function schemaSetting(rest: readonly string[]): QuestionSetting {
  const [key, next] = rest;
  if (key === 'title') return 'label';
  if (key === 'description') return 'hint';
  if (key === 'x-errorMessages' && next) return `message-${next}`;
  if (key === 'x-lead') return 'destination';
  if (key === 'oneOf' || key === 'enum') return 'choices';
  if (key && ruleSettings.has(key)) return `rule-${key}`;
  if (key === 'type' || key === 'format') return 'kind';
  return 'label';
}

/**
 * Where the editor fixes a finding of the check in the form `formId`: the question's setting its
 * pointer names in the form's schema or UI schema, or the page words. Undefined when no control
 * of the form's page fixes it (an example, another form's file): the summary then names it
 * without a link.
 */
export function findingTarget(
  formId: string,
  finding: StudioFinding,
  questions: readonly string[],
): FindingTarget {
  const base = `schemas/forms/${formId}/${formId}`;
  const parts = finding.pointer.split('/').slice(1).map(decode);
  if (finding.file === `${base}.schema.json`) {
    const at = parts.lastIndexOf('properties');
    const field = at >= 0 ? parts[at + 1] : undefined;
    if (field !== undefined && questions.includes(field)) {
      return { field, setting: schemaSetting(parts.slice(at + 2)) };
    }
    if (parts[0] === 'required') return undefined;
    if (parts[0] === 'title') return { pageWords: true };
    return undefined;
  }
  if (finding.file === `${base}.ui.json`) {
    const [first, key] = parts;
    if (first === 'ui:submitButtonOptions' || first === 'ui:title') return { pageWords: true };
    if (first !== undefined && questions.includes(first)) {
      return { field: first, setting: key === 'ui:autocomplete' ? 'autocomplete' : 'kind' };
    }
  }
  return undefined;
}

/** The id of the control for a question's setting (QuestionPanel.tsx gives its controls these). */
export const settingControlId = (field: string, setting: QuestionSetting): string =>
  `question-${field}-${setting}`;

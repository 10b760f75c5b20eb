import { getUiOptions, type UiSchema } from '@rjsf/utils';

/** Widgets that are a group of inputs, so the field is a fieldset with a legend (GOV.UK). */
const groupWidgets = new Set(['radio', 'dateInput']);
/** Fields that lay out their own label, hint and errors. */
const selfLabelledFields = new Set(['address', 'password']);

/** How FieldTemplate frames a field: one input with a label, a fieldset, or left to the field. */
export type FieldKind = 'single' | 'group' | 'self';

/** The frame a field needs, from its UI schema. */
export function fieldKind(uiSchema: UiSchema | undefined): FieldKind {
  const field = uiSchema?.['ui:field'];
  if (typeof field === 'string' && selfLabelledFields.has(field)) return 'self';
  const widget = getUiOptions(uiSchema).widget;
  return typeof widget === 'string' && groupWidgets.has(widget) ? 'group' : 'single';
}

import { getUiOptions, type UiSchema } from '@rjsf/utils';
import { groupInputs } from '../form-model/form-inputs.ts';
import { uiFieldNames } from './theme-names.ts';

/** Fields that lay out their own label, hint and errors: all of our own. */
const selfLabelledFields: ReadonlySet<unknown> = new Set(uiFieldNames);

/** How FieldTemplate frames a field: one input with a label, a fieldset, or left to the field. */
export type FieldKind = 'single' | 'group' | 'self';

/** The frame a field needs, from its UI schema. */
export function fieldKind(uiSchema: UiSchema | undefined): FieldKind {
  const field = uiSchema?.['ui:field'];
  if (selfLabelledFields.has(field)) return 'self';
  const widget = getUiOptions(uiSchema).widget;
  // Widgets that are a group of inputs make the field a fieldset with a legend (GOV.UK).
  return typeof widget === 'string' && groupInputs.includes(widget) ? 'group' : 'single';
}

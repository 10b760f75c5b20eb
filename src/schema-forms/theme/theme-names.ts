import { inputNames } from '../form-model/form-inputs.ts';

/**
 * The names a UI schema may use for `ui:widget` (the form model's inputs). A plain list (no
 * components) so `npm run schemas:check` can read it; form-theme.ts must register exactly these.
 */
export const uiWidgetNames: readonly string[] = inputNames;

/** Names of our own fields for `ui:field`. */
export const uiFieldNames = ['address', 'password'] as const;

/** A name of `uiFieldNames`. */
export type UiFieldName = (typeof uiFieldNames)[number];

/**
 * The UI options the site reads, written in `"ui:options"` or as `"ui:<name>"`: an option nobody
 * reads does nothing, so the schema check refuses any other name (a misspelling included).
 */
export const uiOptionNames = [
  // rjsf's own, read by our widgets
  'autocomplete',
  'placeholder',
  'rows',
  'inline',
  // our widgets and fields
  'inputMode',
  'width',
  'spellcheck',
  'characterCount',
  'startWith',
  // the form as a whole (LoadedSchemaForm)
  'submittingText',
  'showSubmitOnlyWhenFilled',
  // a question's words in a list of what the form asks (listed-fields.ts)
  'listedAs',
] as const;

/** A name of `uiOptionNames`. */
export type UiOptionName = (typeof uiOptionNames)[number];

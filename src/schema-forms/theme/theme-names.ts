/**
 * The names a UI schema may use for `ui:widget` and `ui:field`. A plain list (no components)
 * so `npm run schemas:check` can read it; form-theme.ts must register exactly these.
 */
export const uiWidgetNames = [
  'text',
  'email',
  'textarea',
  'radio',
  'select',
  'hidden',
  'tel',
  'search',
  'dateInput',
] as const;

/** Names of our own fields for `ui:field`. */
export const uiFieldNames = ['address', 'password'] as const;

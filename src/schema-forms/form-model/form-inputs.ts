/**
 * The inputs a UI schema may name in `ui:widget`, and how the renderer frames each: a plain list
 * (no components), small enough for every form step, read by the theme, the answer rules, the
 * schema check and the table of answer kinds (answer-kinds.ts names which inputs ask each kind).
 */
export const inputNames = [
  'text',
  'email',
  'textarea',
  'radio',
  'checkboxes',
  'select',
  'hidden',
  'tel',
  'search',
  'dateInput',
] as const;

/** A name of `inputNames`. */
export type InputName = (typeof inputNames)[number];

/** Inputs that are a group of inputs, so their field is a fieldset with a legend (GOV.UK). */
export const groupInputs: readonly string[] = [
  'radio',
  'checkboxes',
  'dateInput',
] satisfies InputName[];

/** Inputs whose answer runs over several lines, so the spaces around it are part of it. */
export const multiLineInputs: readonly string[] = ['textarea'] satisfies InputName[];

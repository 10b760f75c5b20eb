import { refuse } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioChoice } from '../model/studio-operations.ts';

/**
 * The choices given, refused when fewer than two, one without words or a value, or a value listed
 * twice.
 */
export function checkChoices(
  choices: readonly StudioChoice[] | undefined,
): readonly StudioChoice[] {
  if (!choices || choices.length < 2) return refuse(because('fewChoices'));
  const values = new Set<string>();
  for (const choice of choices) {
    if (choice.value.trim() === '' || choice.label.trim() === '') {
      refuse(because('choiceWithoutWords'));
    }
    if (values.has(choice.value)) refuse(because('choiceTwice', { value: choice.value }));
    values.add(choice.value);
  }
  return choices;
}

/** A choice as the schema writes it: `const`, `title` and its hint as `description`. */
export const optionOf = (choice: StudioChoice) => ({
  const: choice.value,
  title: choice.label,
  ...(choice.hint ? { description: choice.hint } : {}),
});

/** The choices as a `oneOf` list. */
export const oneOfOf = (choices: readonly StudioChoice[]) => choices.map(optionOf);

import { choiceFaults } from '../../schema-check/question-faults.ts';
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
  const [first] = choiceFaults(choices ?? []);
  if (first?.fault === 'choiceTwice')
    refuse(because('choiceTwice', { value: String(first.value) }));
  if (first) refuse(because(first.fault));
  return choices ?? [];
}

/** A choice as the schema writes it: `const`, `title` and its hint as `description`. */
export const optionOf = (choice: StudioChoice) => ({
  const: choice.value,
  title: choice.label,
  ...(choice.hint ? { description: choice.hint } : {}),
});

/** The choices as a `oneOf` list. */
export const oneOfOf = (choices: readonly StudioChoice[]) => choices.map(optionOf);

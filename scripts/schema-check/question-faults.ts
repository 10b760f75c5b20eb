import { phoneCountries } from '../../src/schema-forms/form-model/form-rules.ts';
import { isAutocompleteToken } from '../../src/schema-forms/form-model/autocomplete-tokens.ts';
import { ruleKinds } from '../../src/schema-forms/form-model/answer-kinds.ts';
import type { AnswerKind } from '../../src/schema-forms/form-model/answer-kinds.ts';
import type { EditableRuleName } from '../../src/schema-forms/form-model/form-rules.ts';

/**
 * The faults a question can have in its files, each stated once: the studio refuses an edit that
 * would make one, and `schemas:check` names one written by hand (decision 057). Each predicate
 * says what is wrong by the name of the studio's reason (schemas/messages/studio-refusals.json);
 * the studio and the check each put it in their own words.
 */

/** Whether words are missing: none, or only spaces (a label, a title, a button's, a message). */
export const isBlank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === '';

/** Whether a count a rule takes (a length, a number of months) is a whole number, `least` or more. */
export const isWholeCount = (value: unknown, least = 0): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= least;

/** The least number a rule's count may be: a date within the past 0 months could never be met. */
export const leastCountOf = (rule: string): number => (rule === 'dateWithinPastMonths' ? 1 : 0);

/** Whether a phone rule's countries are some of those the site knows, and at least one. */
export const isPhoneCountryList = (value: unknown): boolean =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((code) => (phoneCountries as readonly unknown[]).includes(code));

/** Whether a rule of the studio's suits a kind of answer (a length suits no yes or no). */
export const ruleSuits = (rule: EditableRuleName, kind: AnswerKind | undefined): boolean =>
  kind !== undefined && ruleKinds[rule].includes(kind);

/** One choice as both readers see it: the value sent, and the words the customer reads. */
export interface ChoiceWords {
  readonly value: unknown;
  readonly label: unknown;
}

/** What is wrong with a list of choices, at the choice it is wrong at. */
export type ChoiceFault =
  | { readonly fault: 'fewChoices' }
  | { readonly fault: 'choiceWithoutWords'; readonly index: number }
  | { readonly fault: 'choiceTwice'; readonly index: number; readonly value: unknown };

/**
 * The faults of a list of choices, in order: fewer than two (nothing to choose between), a choice
 * without words for the customer or a value to send, a value listed again.
 */
export function choiceFaults(choices: readonly ChoiceWords[]): ChoiceFault[] {
  if (choices.length < 2) return [{ fault: 'fewChoices' }];
  const seen = new Set<string>();
  return choices.flatMap((choice, index): ChoiceFault[] => {
    const key = JSON.stringify(choice.value);
    const faults: ChoiceFault[] = [];
    if ((typeof choice.value === 'string' && isBlank(choice.value)) || isBlank(choice.label)) {
      faults.push({ fault: 'choiceWithoutWords', index });
    }
    if (seen.has(key)) faults.push({ fault: 'choiceTwice', index, value: choice.value });
    seen.add(key);
    return faults;
  });
}

/**
 * What is wrong with a question's autocomplete token: a word browsers do not know, or any token
 * on an address, whose boxes each say what they ask for.
 */
export function autocompleteFault(
  token: string,
  kind: AnswerKind | undefined,
): 'notAutocompleteToken' | 'addressFillsItself' | undefined {
  if (token === '') return undefined;
  if (!isAutocompleteToken(token)) return 'notAutocompleteToken';
  return kind === 'address' ? 'addressFillsItself' : undefined;
}

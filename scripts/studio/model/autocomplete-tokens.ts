import names from '../../../schemas/messages/studio-autocomplete.json' with { type: 'json' };
import {
  isAutocompleteToken,
  type AutocompleteToken,
} from '../../../src/schema-forms/form-model/autocomplete-tokens.ts';

/**
 * The personal detail a token asks for, as an editor names it ("Card security code" for
 * `cc-csc`), from schemas/messages/studio-autocomplete.json; a token it lacks stays as it is.
 */
export const autocompleteName = (token: string): string =>
  isAutocompleteToken(token)
    ? (names as Readonly<Record<AutocompleteToken, string>>)[token]
    : token;

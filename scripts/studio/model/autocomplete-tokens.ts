import names from '../../../schemas/messages/studio-autocomplete.json' with { type: 'json' };

/**
 * The autofill field names of the HTML standard (§ 4.10.18.7.1, "Autofill"), the only tokens a
 * question's `ui:autocomplete` may take in the studio: a browser ignores any other word, and
 * WCAG 2.2's 1.3.5 (identify input purpose) asks for these for a customer's personal details.
 */
export const autocompleteTokens = [
  'off',
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'nickname',
  'username',
  'new-password',
  'current-password',
  'one-time-code',
  'organization-title',
  'organization',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level4',
  'address-level3',
  'address-level2',
  'address-level1',
  'country',
  'country-name',
  'postal-code',
  'cc-name',
  'cc-given-name',
  'cc-additional-name',
  'cc-family-name',
  'cc-number',
  'cc-exp',
  'cc-exp-month',
  'cc-exp-year',
  'cc-csc',
  'cc-type',
  'transaction-currency',
  'transaction-amount',
  'language',
  'bday',
  'bday-day',
  'bday-month',
  'bday-year',
  'sex',
  'url',
  'photo',
  'tel',
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-local-prefix',
  'tel-local-suffix',
  'tel-extension',
  'email',
  'impp',
] as const;

export type AutocompleteToken = (typeof autocompleteTokens)[number];

export const isAutocompleteToken = (token: string): token is AutocompleteToken =>
  (autocompleteTokens as readonly string[]).includes(token);

/**
 * The personal detail a token asks for, as an editor names it ("Card security code" for
 * `cc-csc`), from schemas/messages/studio-autocomplete.json; a token it lacks stays as it is.
 */
export const autocompleteName = (token: string): string =>
  isAutocompleteToken(token)
    ? (names as Readonly<Record<AutocompleteToken, string>>)[token]
    : token;

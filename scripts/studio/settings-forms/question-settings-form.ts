import type { RJSFSchema } from '@rjsf/utils';
import type { FormSource } from '../../form-compiler/form-sources.ts';
import { autocompleteName } from '../model/autocomplete-tokens.ts';
import { autocompleteTokens } from '../../../src/schema-forms/form-model/autocomplete-tokens.ts';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { pascalCase, type StudioLeadPlaces } from '../model/lead-places.ts';
import type { AnswerKind } from '../model/studio-operations.ts';
import { requiredText } from './page-words-form.ts';
import { questionSettingsFormId } from './settings-form-ids.ts';
import { settingsWords } from './settings-words.ts';

const { question: words, errors, refusals, kinds } = settingsWords;

/**
 * The places "a place the lead already has" offers: those that take an answer as given, by the
 * rule the schema check applies to a destination (answer-places.ts).
 */
export function placeOptionsOf(lead: StudioLeadPlaces): string[] {
  return [...lead.answerPlaces];
}

/** The places the lead always sends empty, which the place's hint names (none are offered). */
export const emptyPlacesOf = (lead: StudioLeadPlaces): string[] =>
  (lead.slots ?? []).filter((slot) => slot.closed === 'empty').map((slot) => slot.to);

/** One of a list, each choice sent as `const` with its words as `title`. */
export const oneOf = (choices: readonly (readonly [string, string])[]) =>
  choices.map(([value, title]) => ({ const: value, title }));

/** Fields that show only while `field` has the answer `value` (GOV.UK conditional reveal). */
export function revealed(
  field: string,
  value: string,
  properties: Record<string, RJSFSchema>,
): RJSFSchema {
  return {
    if: { type: 'object', properties: { [field]: { const: value } }, required: [field] },
    then: { type: 'object', required: Object.keys(properties), properties },
  };
}

/** Whether the answer is required, with the message a customer sees when they leave it. */
export function requiredSettings() {
  return {
    property: {
      type: 'string' as const,
      title: words.requiredLegend,
      oneOf: oneOf([
        ['yes', words.requiredYes],
        ['no', words.requiredNo],
      ]),
    },
    reveal: revealed('required', 'yes', {
      required_message: requiredText(words.requiredMessageLabel, errors.requiredMessage),
    }),
  } as const;
}

/** The kind of answer, from every kind the model knows (the hint says a change keeps the words). */
export const kindSetting = (withHint = true): RJSFSchema => ({
  type: 'string',
  title: words.kindLabel,
  ...(withHint ? { description: words.kindHint } : {}),
  oneOf: oneOf(Object.entries(kinds) as [AnswerKind, string][]),
  'x-errorMessages': { required: errors.kind, oneOf: errors.kind },
});

/** Autocomplete: the HTML standard's tokens only, each named by the detail it asks for. */
const autocompleteSetting = (): RJSFSchema => ({
  type: 'string',
  title: words.autocompleteLabel,
  description: words.autocompleteHint,
  oneOf: oneOf(autocompleteTokens.map((token) => [token, autocompleteName(token)] as const)),
});

/**
 * Where the answer goes: a place the lead already has (when it has any), a new name in
 * additional-information (the naming rule every lead shares; the lead's own rule and the names
 * taken are checked by the server as the editor types), or not sent, with a reason.
 */
export function destinationSettings(places: readonly string[], empty: readonly string[] = []) {
  const ways: [string, string][] = [
    ...(places.length > 0 ? [['lead-place', words.destinationPlace] as [string, string]] : []),
    ['additional-information', words.destinationNew],
    ['not-sent', words.destinationNotSent],
  ];
  const placeReveal =
    places.length > 0
      ? [
          revealed('destination', 'lead-place', {
            destination_place: {
              type: 'string',
              title: words.destinationPlaceLabel,
              ...(empty.length > 0
                ? {
                    description: fillMessage(words.destinationPlaceHint, {
                      places: empty.join(', '),
                    }),
                  }
                : {}),
              enum: [...places],
              'x-errorMessages': { required: errors.destinationPlace },
            },
          }),
        ]
      : [];
  return {
    property: { type: 'string' as const, title: words.destinationLegend, oneOf: oneOf(ways) },
    reveals: [
      ...placeReveal,
      revealed('destination', 'additional-information', {
        destination_name: requiredText(words.destinationNewLabel, refusals.leadNameEmpty, {
          description: words.destinationNewHint,
          pattern: pascalCase.source,
          'x-errorMessages': {
            required: refusals.leadNameEmpty,
            minLength: refusals.leadNameEmpty,
            pattern: refusals.leadNamePattern,
          },
        }),
      }),
      revealed('destination', 'not-sent', {
        destination_reason: requiredText(words.destinationReasonLabel, errors.destinationReason),
      }),
    ],
  } as const;
}

/**
 * Radios whose answers reveal fields under them (GOV.UK conditional reveals, drawn by the studio's
 * pages: scripts/studio/app/settings-reveals.tsx); the schema's `allOf`/`if`/`then` says when each
 * field applies.
 */
export const revealing = (reveals: Readonly<Record<string, readonly string[]>>) => ({
  'ui:widget': 'radio',
  'ui:options': { reveals },
});

/** Which field each way of sending the answer reveals. */
export const destinationReveals = {
  'lead-place': ['destination_place'],
  'additional-information': ['destination_name'],
  'not-sent': ['destination_reason'],
} as const;

/**
 * A question's settings with a fixed shape, for a form sending the lead `lead` (decision 044):
 * its words, whether it is required (and the message when it is not answered), the kind of
 * answer, autocomplete and where its answer goes. Lists edited item by item (choices, rules and
 * their messages) stay the panel's own controls.
 */
export function questionSettingsForm(lead: StudioLeadPlaces): FormSource {
  const required = requiredSettings();
  const destination = destinationSettings(placeOptionsOf(lead), emptyPlacesOf(lead));
  return {
    formId: questionSettingsFormId(lead.leadSchema),
    schema: {
      type: 'object',
      required: ['label', 'required', 'kind', 'destination'],
      properties: {
        label: requiredText(words.labelLabel, errors.label),
        hint: { type: 'string', title: words.hintLabel, description: words.hintHint },
        required: required.property,
        kind: kindSetting(),
        autocomplete: autocompleteSetting(),
        destination: destination.property,
      },
      allOf: [required.reveal, ...destination.reveals],
    },
    uiSchema: {
      'ui:order': [
        'label',
        'hint',
        'required',
        'required_message',
        'kind',
        'autocomplete',
        'destination',
        'destination_place',
        'destination_reason',
        'destination_name',
      ],
      hint: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      required: revealing({ yes: ['required_message'] }),
      autocomplete: { 'ui:placeholder': words.autocompleteNone },
      destination: revealing(destinationReveals),
      destination_name: { 'ui:options': { width: 'medium', spellcheck: false } },
      'ui:submitButtonOptions': { submitText: words.save },
    },
  };
}

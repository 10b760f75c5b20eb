import type { FormSource } from '../../form-compiler/form-sources.ts';
import { questionNamePattern } from '../../../src/schema-forms/form-model/question-names.ts';
import type { StudioLeadPlaces } from '../model/lead-places.ts';
import { requiredText } from './page-words-form.ts';
import {
  destinationReveals,
  destinationSettings,
  revealing,
  kindSetting,
  emptyPlacesOf,
  placeOptionsOf,
  requiredSettings,
  revealed,
} from './question-settings-form.ts';
import { addQuestionFormId } from './settings-form-ids.ts';
import { settingsWords } from './settings-words.ts';

const { question, add: words, errors, refusals } = settingsWords;

/**
 * "Add a question", its fixed fields, for a form sending the lead `lead` (decision 044): its
 * words, its name in the files (the model's naming rule), the kind of answer and, for one of a
 * list, its choices one on each line, whether it is required and where its answer goes. Where it
 * stands in the form (a list of the form's questions as they are now) and the answers offered
 * to the examples stay the page's own controls.
 */
export function addQuestionForm(lead: StudioLeadPlaces): FormSource {
  const destination = destinationSettings(placeOptionsOf(lead), emptyPlacesOf(lead));
  const listed = (kind: string) =>
    revealed('kind', kind, {
      choices: requiredText(words.choicesLabel, errors.choices, { description: words.choicesHint }),
    });
  return {
    formId: addQuestionFormId(lead.leadSchema),
    schema: {
      type: 'object',
      required: ['label', 'name', 'kind', 'required', 'destination'],
      properties: {
        label: requiredText(words.labelLabel, errors.label),
        hint: { type: 'string', title: question.hintLabel, description: question.hintHint },
        name: requiredText(words.nameLabel, errors.name, {
          description: words.nameHint,
          pattern: questionNamePattern.source,
          'x-errorMessages': {
            required: errors.name,
            minLength: errors.name,
            pattern: refusals.questionName,
          },
        }),
        kind: kindSetting(false),
        required: requiredSettings().property,
        destination: destination.property,
      },
      allOf: [listed('radios'), listed('checkboxes'), listed('select'), ...destination.reveals],
    },
    uiSchema: {
      'ui:order': [
        'label',
        'hint',
        'name',
        'kind',
        'choices',
        'required',
        'destination',
        'destination_place',
        'destination_reason',
        'destination_name',
      ],
      hint: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      name: { 'ui:options': { width: 'medium', spellcheck: false } },
      choices: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
      required: { 'ui:widget': 'radio' },
      destination: revealing(destinationReveals),
      destination_name: { 'ui:options': { width: 'medium', spellcheck: false } },
      'ui:submitButtonOptions': { submitText: words.submit },
    },
  };
}

import type { FormSource } from '../../form-compiler/form-sources.ts';
import { questionNamePattern } from '../../../src/schema-forms/form-model/question-names.ts';
import { requiredText } from './page-words-form.ts';
import { settingsFormIds } from './settings-form-ids.ts';
import { settingsWords } from './settings-words.ts';

const { question: words, errors, refusals } = settingsWords;

/** A question's new name in the files, checked against the model's naming rule as it is sent. */
export function renameForm(): FormSource {
  return {
    formId: settingsFormIds.rename,
    schema: {
      type: 'object',
      required: ['newName'],
      properties: {
        newName: requiredText(words.renameLabel, errors.newName, {
          description: words.renameHint,
          pattern: questionNamePattern.source,
          'x-errorMessages': {
            required: errors.newName,
            minLength: errors.newName,
            pattern: refusals.questionName,
          },
        }),
      },
    },
    uiSchema: {
      newName: { 'ui:options': { width: 'medium', spellcheck: false } },
      'ui:submitButtonOptions': { submitText: words.rename },
    },
  };
}

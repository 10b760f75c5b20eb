import type { RJSFSchema } from '@rjsf/utils';
import type { FormSource } from '../../form-compiler/form-sources.ts';
import { settingsFormIds } from './settings-form-ids.ts';
import { settingsWords } from './settings-words.ts';

const { form: words, errors } = settingsWords;

/** A required line of text with its label and the message shown when it is left empty. */
export const requiredText = (
  title: string,
  required: string,
  extra: RJSFSchema = {},
): RJSFSchema => ({
  type: 'string',
  title,
  minLength: 1,
  'x-errorMessages': { required, minLength: required },
  ...extra,
});

/** The form's page title and its button's words: every form has all three. */
export function pageWordsForm(): FormSource {
  return {
    formId: settingsFormIds.pageWords,
    schema: {
      type: 'object',
      required: ['title', 'submitText', 'submittingText'],
      properties: {
        title: requiredText(words.pageTitleLabel, errors.pageTitle),
        submitText: requiredText(words.submitTextLabel, errors.submitText),
        submittingText: requiredText(words.submittingTextLabel, errors.submitText),
      },
    },
    uiSchema: {
      submitText: { 'ui:options': { width: 'medium' } },
      submittingText: { 'ui:options': { width: 'medium' } },
      'ui:submitButtonOptions': { submitText: words.savePageWords },
    },
  };
}

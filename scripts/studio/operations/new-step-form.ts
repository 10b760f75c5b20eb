import { setJsonValue } from '../model/json-text.ts';
import { formFilesOf } from '../model/studio-files.ts';

/** A new JSON file's text as Prettier writes it (json-text.ts puts short lists on one line). */
const jsonFileText = (value: unknown) => setJsonValue('{}\n', [], value);

/**
 * The three files of a new step's form before its first question (docs/adding-a-journey.md): a
 * schema sent in the journey's lead, a UI schema whose button says "Continue" as every step's
 * does, and an examples file whose one valid example the first question's answer fills in.
 */
export function newStepFormFiles(
  formId: string,
  { title, leadVariant, buttonWords }: { title: string; leadVariant: string; buttonWords: string },
  exampleName: string,
): Record<string, string> {
  const paths = formFilesOf(formId);
  return {
    [paths.schema]: jsonFileText({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title,
      'x-lead-schema': `${leadVariant}.schema.json`,
      type: 'object',
      required: [],
      properties: {},
    }),
    [paths.ui]: jsonFileText({
      'ui:order': [],
      'ui:submitButtonOptions': { submitText: buttonWords },
      'ui:options': { submittingText: buttonWords },
    }),
    [paths.examples]: jsonFileText({ examples: [{ name: exampleName, valid: true, data: {} }] }),
  };
}

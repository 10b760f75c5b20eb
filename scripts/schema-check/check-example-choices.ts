import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import type { FormExample } from '../../src/schema-forms/examples/form-examples.ts';
import { choicesOf } from '../../src/schema-forms/form-model/form-choices.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import type { Problem } from './problems.ts';

/**
 * Each example answers a question of choices (radios, a select, checkboxes) only with what the
 * question offers, unless it says the form refuses that answer: an example ticking a box the
 * question does not have shows the editors' preview and the example leads an answer no customer
 * could give.
 */
export function checkExampleChoices(
  file: string,
  examples: unknown,
  schema: SchemaNode,
): Problem[] {
  const list = isJsonObject(examples) && Array.isArray(examples.examples) ? examples.examples : [];
  const questions = fieldsOf(schema).filter((field) => !field.path.includes('.'));
  return (list as FormExample[]).flatMap((example, index) => {
    const data = isJsonObject(example.data) ? example.data : {};
    const refused = Object.keys(example.valid ? {} : (example.errors ?? {}));
    return questions.flatMap((question): Problem[] => {
      const offered = choicesOf(question.schema).map((choice) => JSON.stringify(choice.value));
      const answer = data[question.path];
      const at = `/${pointerPart(question.path)}`;
      if (offered.length === 0 || answer === undefined) return [];
      if (refused.some((pointer) => pointer === at || pointer.startsWith(`${at}/`))) return [];
      const answers = Array.isArray(answer) ? answer : [answer];
      const label =
        typeof question.schema.title === 'string' ? question.schema.title : question.path;
      return answers.flatMap((value, item): Problem[] =>
        offered.includes(JSON.stringify(value))
          ? []
          : [
              {
                file,
                pointer: `/examples/${index}/data${at}${Array.isArray(answer) ? `/${item}` : ''}`,
                message: `The example "${example.name}" answers '${label}' with ${JSON.stringify(value)}, which is not one of its choices, so no customer could give that answer.`,
                fix: `Answer with one of its choices (${offered.join(', ')}), or list the error the form gives in the example's "errors".`,
                facts: {
                  kind: 'example-unoffered',
                  example: example.name,
                  answer: question.path,
                  value: String(value),
                },
              },
            ],
      );
    });
  });
}

import type { Ajv } from 'ajv';
import {
  resolveExampleData,
  type FormExample,
} from '../../src/schema-forms/examples/form-examples.ts';
import { formErrorsFrom } from '../../src/schema-forms/validation/form-errors.ts';
import { exampleFaults } from './example-faults.ts';
import type { Problem } from './problems.ts';
import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';

const describe = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([pointer, rule]) => `${pointer}: ${rule}`)
    .sort()
    .join(', ') || 'none';

/**
 * Each example passes or fails exactly as labelled (with the form's defaults filled in, as the
 * form does), and every custom rule of the schema fails in at least one example, so a rule the
 * validator silently skipped could not go unnoticed.
 */
export function checkExamples(
  file: string,
  examples: unknown,
  schema: SchemaNode,
  createAjv: () => Ajv,
  customRules: readonly string[],
  now: Date,
): Problem[] {
  const list = (examples as { examples?: unknown } | undefined)?.examples;
  if (!Array.isArray(list) || list.length === 0) {
    return [
      {
        file,
        pointer: '/examples',
        message: 'There are no examples for this form.',
        fix: 'Add an "examples" list with at least one valid and one invalid example.',
        facts: { kind: 'examples-missing' },
      },
    ];
  }
  const problems: Problem[] = [];
  const validate = createAjv().compile(schema);
  const failedRules = new Set<string>();
  (list as FormExample[]).forEach((example, index) => {
    const pointer = `/examples/${index}`;
    const data = structuredClone(resolveExampleData(example.data ?? {}, now));
    validate(data);
    const found = Object.fromEntries(
      formErrorsFrom(validate.errors ?? [], '').map((error) => [error.pointer, error.rule]),
    );
    for (const rule of Object.values(found)) failedRules.add(rule);
    const expected = example.valid ? {} : { ...example.errors };
    if (describe(found) !== describe(expected)) {
      problems.push({
        file,
        pointer,
        message: `The example "${example.name}" is labelled ${example.valid ? 'valid' : `invalid with ${describe(expected)}`}, but checking it finds ${describe(found) === 'none' ? 'no errors' : describe(found)}.`,
        fix: 'Fix the example or its "errors", or the rule in the schema that is not doing what you meant.',
        facts: {
          kind: 'example-misjudged',
          example: example.name,
          valid: example.valid,
          expected,
          found,
        },
      });
    }
  });
  for (const fault of exampleFaults((list as FormExample[]).map((example) => example.name))) {
    problems.push({
      file,
      pointer: `/examples/${fault.index}/name`,
      message:
        fault.fault === 'exampleNameTwice'
          ? `Two examples are called "${fault.name}".`
          : 'An example has no name.',
      fix: 'Give each example a name of its own: the studio, the preview and the review find it by its name.',
      facts: { kind: 'example-name', name: fault.fault === 'exampleNameTwice' ? fault.name : '' },
    });
  }
  if (
    !list.some((example: FormExample) => example.valid) ||
    !list.some((example: FormExample) => !example.valid)
  ) {
    problems.push({
      file,
      pointer: '/examples',
      message: 'A form needs at least one valid and one invalid example.',
      fix: 'Add the missing kind of example.',
      facts: {
        kind: 'examples-missing',
        valid: !list.some((example: FormExample) => example.valid),
      },
    });
  }
  for (const rule of customRules.filter((keyword) =>
    JSON.stringify(schema).includes(`"${keyword}"`),
  )) {
    if (!failedRules.has(rule)) {
      problems.push({
        file,
        pointer: '/examples',
        message: `No invalid example breaks the rule "${rule}", so nothing shows it works.`,
        fix: `Add an invalid example whose data breaks "${rule}", listing it in its "errors".`,
        facts: { kind: 'rule-untried', rule },
      });
    }
  }
  return problems;
}

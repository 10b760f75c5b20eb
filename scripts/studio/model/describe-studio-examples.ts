import { resolveExampleData } from '../../../src/schema-forms/examples/form-examples.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { describeStudioForm } from './describe-studio-form.ts';
import { errorsFinder } from './example-answers.ts';
import { exampleLeadsOf } from './example-leads.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';

/** An error an example's answers find, as the customer reads it under the question. */
export interface ExampleError {
  /** The question's name and label ('email', 'Email address'). */
  readonly field: string;
  readonly label: string;
  /** The rule broken, and its message (undefined when the question has none for it). */
  readonly rule: string;
  readonly message?: string;
}

/** One example of a form as the studio's examples section shows it. */
export interface StudioExampleView {
  /** Its place in the form's list, which the studio's example operations name it by. */
  readonly index: number;
  readonly name: string;
  readonly valid: boolean;
  readonly data: Readonly<Record<string, unknown>>;
  /** The check's verdict: whether the form judges it as it is labelled. */
  readonly asLabelled: boolean;
  /** The errors its answers find now, in the order of the form's questions. */
  readonly errors: readonly ExampleError[];
  /** The lead it sends, one per journey that asks the form (none for an invalid example). */
  readonly leads: readonly { readonly journey: string; readonly lead: object }[];
}

const sameErrors = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Each example of a form with the check's verdict on it (as `schemas:check` judges it: the form's
 * validator, its defaults filled in, dates worked out for `now`), the errors the customer would
 * read for it, and the lead it sends (example-leads.ts): so an editor sees what an answer does,
 * a conditional path included. None for a form whose files cannot be read, or whose rules the
 * validator refuses.
 */
export function describeStudioExamples(
  files: StudioFiles,
  formId: string,
  now: Date = new Date(),
): StudioExampleView[] {
  const form = describeStudioForm(files, formId);
  const paths = formFilesOf(formId);
  let schema: unknown;
  let list: unknown;
  try {
    schema = JSON.parse(files[paths.schema] ?? '{}');
    list = (JSON.parse(files[paths.examples] ?? '{}') as { examples?: unknown }).examples;
  } catch {
    return [];
  }
  if (!form || !isSchemaNode(schema) || !Array.isArray(list)) return [];
  let find: ReturnType<typeof errorsFinder>;
  try {
    find = errorsFinder(schema, now);
  } catch {
    // Rules the validator refuses, written by hand: the check names them, and the form's page
    // must open to show where.
    return [];
  }
  const leads = exampleLeadsOf(files, formId, now);
  return list.filter(isSchemaNode).map((example, index) => {
    const data = isSchemaNode(example.data) ? example.data : {};
    const found = find(resolveExampleData(data, now));
    const listed = isSchemaNode(example.errors) ? (example.errors as Record<string, string>) : {};
    const valid = example.valid === true;
    const errors = form.questions.flatMap((question) =>
      Object.entries(found)
        .filter(([pointer]) => pointer.split('/')[1] === question.name)
        .map(([, rule]) => ({
          field: question.name,
          label: question.label,
          rule,
          message: question.messages[rule],
        })),
    );
    return {
      index,
      name: String(example.name ?? ''),
      valid,
      data,
      asLabelled: sameErrors(found, valid ? {} : listed),
      errors,
      leads: leads
        .filter((lead) => lead.index === index)
        .map((lead) => ({ journey: lead.journey, lead: lead.lead })),
    };
  });
}

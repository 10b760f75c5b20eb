import { exampleFaults } from '../../schema-check/example-faults.ts';
import { refuse, type FormEditor } from '../model/form-editor.ts';
import { errorsFinder } from '../model/example-answers.ts';
import { because } from '../model/refusal-words.ts';
import type { StudioExample } from '../model/studio-operations.ts';

/** The examples of the form as its file lists them. */
export const examplesIn = (editor: FormEditor): readonly { readonly name?: unknown }[] => {
  const list = editor.examples().examples;
  return Array.isArray(list) ? (list as { name?: unknown }[]) : [];
};

/** Refuses an index the list does not have. */
export function checkExampleIndex(editor: FormEditor, index: number) {
  if (!Number.isInteger(index) || index < 0 || index >= examplesIn(editor).length) {
    refuse(because('noSuchExample'));
  }
}

/**
 * The example as its file writes it, once its name is its own among `names` (the list as it will
 * be, this one at `index`): an invalid one lists the errors its answers find against the form as
 * it is (field pointer → rule), and is refused when they find none, for the form would accept it.
 */
export function exampleEntry(
  editor: FormEditor,
  example: StudioExample,
  names: readonly unknown[],
  index: number,
) {
  // Put last, the example is the one found twice when another has its name.
  const others = names.filter((_, at) => at !== index);
  const fault = exampleFaults([...others, names[index]]).find(
    (found) => found.index === others.length,
  );
  if (fault?.fault === 'exampleNameTwice') refuse(because(fault.fault, { name: fault.name }));
  if (fault) refuse(because(fault.fault));
  const data = { ...example.data };
  const name = example.name.trim();
  if (example.valid) return { name, valid: true, data };
  const errors = errorsFinder(editor.data('schema'))(data);
  if (Object.keys(errors).length === 0) refuse(because('invalidFindsNothing'));
  return { name, valid: false, data, errors };
}

import type { FormEditor } from '../model/form-editor.ts';
import type { ExampleUpkeep } from '../model/form-edits.ts';
import type { JourneyOperation, StudioOperation } from '../model/studio-operations.ts';

/** The operation of one name, as the function that makes it receives it. */
export type Op<Name extends StudioOperation['op']> = Extract<StudioOperation, { op: Name }>;

/** The operations made on one form's files (a shared message is not one: it has its own file). */
export type FormOperationName = Exclude<
  StudioOperation['op'],
  'set-shared-message' | JourneyOperation['op']
>;

/**
 * One operation on a form (XGov's designer keeps one such small pure function per edit): it
 * edits the form's files through the editor, or refuses with the reason the editor reads.
 */
export type FormOperation<Name extends FormOperationName> = (
  editor: FormEditor,
  op: Op<Name>,
  upkeep: ExampleUpkeep,
) => void;

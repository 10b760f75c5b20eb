import { isBlank } from './question-faults.ts';

/**
 * What can be wrong with the names of a form's examples, stated once: the studio refuses an edit
 * that would make it, and `schemas:check` names it when written by hand. The review and the
 * change's words find an example by its name, so each needs one of its own.
 */
export type ExampleFault =
  | { readonly fault: 'exampleWithoutName'; readonly index: number }
  | { readonly fault: 'exampleNameTwice'; readonly index: number; readonly name: string };

/** The faults of a list of example names, at the example each is found at. */
export function exampleFaults(names: readonly unknown[]): ExampleFault[] {
  const seen = new Set<string>();
  return names.flatMap((name, index): ExampleFault[] => {
    if (isBlank(name)) return [{ fault: 'exampleWithoutName', index }];
    const key = String(name).trim();
    const twice = seen.has(key);
    seen.add(key);
    return twice ? [{ fault: 'exampleNameTwice', index, name: key }] : [];
  });
}

/** The ids of the examples' parts that focus moves to after an example is added, changed or removed. */

/** The heading of the examples' section, which takes focus after an example is removed. */
export const examplesHeadingId = 'studio-examples-title';

/** An example's heading, by its name (names are the example's own: example-faults.ts). */
export const exampleHeadingId = (name: string) =>
  `example-${name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}-heading`;

/** The id prefix of an example's change form, by its place in its file. */
export const exampleIdPrefix = (index: number) => `example-${index}`;

/** The box of a question's answer in an example's change form (ExampleForm.tsx). */
export const exampleAnswerId = (index: number, question: string) =>
  `${exampleIdPrefix(index)}-answer-${question}`;

import { describe, expect, it } from 'vitest';
import { exampleFaults } from './example-faults.ts';
import { problemsWith } from './testing/planted-mistake.ts';

const examples = 'schemas/forms/meter-read/meter-read.examples.json';

describe('example names, one rule for the studio and the check', () => {
  it('finds an example without a name and one named as an earlier one', () => {
    expect(exampleFaults(['Gas only', ' ', 'Gas only'])).toEqual([
      { fault: 'exampleWithoutName', index: 1 },
      { fault: 'exampleNameTwice', index: 2, name: 'Gas only' },
    ]);
  });

  it('schemas:check names both where they were written by hand', () => {
    const problems = problemsWith('meter-read', 'examples', {
      '/examples/1/name': 'Gas and electricity, no Economy 7',
      '/examples/2/name': '',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: examples,
        pointer: '/examples/1/name',
        message: 'Two examples are called "Gas and electricity, no Economy 7".',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ file: examples, pointer: '/examples/2/name' }),
    );
  });
});

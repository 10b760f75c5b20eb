import { describe, expect, it } from 'vitest';
import { checkStudioFiles } from './check-studio-files.ts';
import { describeStudioForm } from './describe-studio-form.ts';
import { keyIndex } from './form-editor.ts';
import { renameJsonKey, setJsonValue } from './json-text.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';
import {
  applied,
  bestTimeQuestion,
  expectPrettierKept,
  linesOf,
} from './testing/real-studio-files.ts';

const files = formFilesOf('feedback-details');
const formId = 'feedback-details';
const at = ['properties', 'bestTime'];

/**
 * The feedback details form with a choice question written by hand as `enum` (no real form has
 * one today): values only, which the customer reads as they are.
 */
function withEnumQuestion(): StudioFiles {
  const added = applied(bestTimeQuestion).files;
  let schema = added[files.schema] ?? '';
  const node = (JSON.parse(schema) as { properties: Record<string, Record<string, unknown>> })
    .properties.bestTime;
  schema = setJsonValue(schema, [...at, 'oneOf'], undefined);
  schema = setJsonValue(
    schema,
    [...at, 'enum'],
    ['Morning', 'Afternoon'],
    keyIndex(node ?? {}, 'oneOf'),
  );
  schema = renameJsonKey(schema, [...at, 'x-errorMessages'], 'oneOf', 'enum');
  return { ...added, [files.schema]: schema };
}

describe('choices written as enum', () => {
  it('are read as values that are their own words, and the form passes the check', () => {
    const start = withEnumQuestion();
    expect(checkStudioFiles(start, { forms: [formId] })).toEqual([]);
    const question = describeStudioForm(start, formId)?.questions.find(
      (q) => q.name === 'bestTime',
    );
    expect(question?.choices).toEqual([
      { value: 'Morning', label: 'Morning' },
      { value: 'Afternoon', label: 'Afternoon' },
    ]);
  });

  it("become the oneOf of const and title every form uses, in the enum's place, when changed", async () => {
    const start = withEnumQuestion();
    const result = applied(
      {
        op: 'set-choices',
        formId,
        field: 'bestTime',
        choices: [
          { value: 'Morning', label: 'In the morning' },
          { value: 'Afternoon', label: 'In the afternoon' },
          { value: 'Evening', label: 'In the evening' },
        ],
      },
      start,
    );
    expect(result.changed).toEqual([files.schema]);
    expect(linesOf(result.files, files.schema, start)).toEqual({
      removed: [
        '      "enum": ["Morning", "Afternoon"],',
        '        "enum": "Select the best time to call you"',
      ],
      added: [
        '      "oneOf": [',
        '        {',
        '          "const": "Morning",',
        '          "title": "In the morning"',
        '        },',
        '        {',
        '          "const": "Afternoon",',
        '          "title": "In the afternoon"',
        '        },',
        '        {',
        '          "const": "Evening",',
        '          "title": "In the evening"',
        '        }',
        '      ],',
        '        "oneOf": "Select the best time to call you"',
      ],
    });
    expect(checkStudioFiles(result.files, { forms: [formId] })).toEqual([]);
    await expectPrettierKept(result.files, result.changed);
  });

  it('are replaced whole when the kind of answer is set again with new choices', () => {
    const result = applied(
      {
        op: 'set-answer-kind',
        formId,
        field: 'bestTime',
        kind: 'select',
        choices: [
          { value: 'Morning', label: 'Morning' },
          { value: 'Evening', label: 'Evening' },
        ],
      },
      withEnumQuestion(),
    );
    const schema = JSON.parse(result.files[files.schema] ?? '').properties.bestTime;
    expect(schema.enum).toBeUndefined();
    expect(schema.oneOf).toHaveLength(2);
    expect(schema['x-errorMessages']).toEqual({
      required: 'Select the best time to call you',
      oneOf: 'Select the best time to call you',
    });
    expect(checkStudioFiles(result.files, { forms: [formId] })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { describeStudioExamples } from './describe-studio-examples.ts';
import { formFilesOf } from './studio-files.ts';
import { applied, realFiles } from './testing/real-studio-files.ts';

describe("a form's examples as the studio shows them", () => {
  it('shows none for a form whose rules the validator refuses, which the check names', () => {
    const schema = formFilesOf('feedback-details').schema;
    const files = {
      ...realFiles,
      [schema]: (realFiles[schema] ?? '').replace(
        '"x-lead": { "to": "/email", "transform": ["trim"] }',
        '"x-lead": 42',
      ),
    };
    expect(files[schema]).not.toBe(realFiles[schema]);
    expect(describeStudioExamples(files, 'feedback-details')).toEqual([]);
  });

  it('gives each the check’s verdict, the errors the customer reads and the lead it sends', () => {
    const examples = describeStudioExamples(realFiles, 'feedback-details');
    expect(examples.map(({ name, valid, asLabelled }) => ({ name, valid, asLabelled }))).toEqual([
      { name: 'Irish landline and a looked-up address', valid: true, asLabelled: true },
      { name: 'UK mobile and a manual address', valid: true, asLabelled: true },
      { name: 'Nothing filled in', valid: false, asLabelled: true },
      { name: 'Wrong email and phone', valid: false, asLabelled: true },
    ]);
    expect(examples[3]?.errors).toEqual([
      expect.objectContaining({ field: 'email', rule: 'format', message: expect.any(String) }),
      expect.objectContaining({ field: 'telephoneNumber', rule: 'phoneNumber' }),
    ]);
    expect(examples[0]?.leads.length).toBeGreaterThan(0);
    expect(examples[0]?.leads[0]?.lead).toMatchObject({ data: { attributes: expect.any(Object) } });
    expect(examples[2]?.leads).toEqual([]);
  });

  it('says when the form no longer judges an example as labelled', () => {
    const { files } = applied({
      op: 'set-required',
      formId: 'feedback-details',
      field: 'email',
      required: false,
    });
    const examples = describeStudioExamples(files, 'feedback-details');
    expect(examples.every((example) => example.asLabelled)).toBe(true);
    const broken = {
      ...realFiles,
      'schemas/forms/feedback-details/feedback-details.examples.json': (
        realFiles['schemas/forms/feedback-details/feedback-details.examples.json'] ?? ''
      ).replace('"tomas@example.ie"', '"tomas@"'),
    };
    expect(describeStudioExamples(broken, 'feedback-details')[0]).toMatchObject({
      valid: true,
      asLabelled: false,
      errors: [expect.objectContaining({ field: 'email', rule: 'format' })],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { formFilesOf } from '../model/studio-files.ts';
import type { StudioFiles } from '../model/studio-operations.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
  withBestTime,
} from '../model/testing/real-studio-files.ts';

const meterRead = formFilesOf('meter-read');

describe('renaming a question', () => {
  /** meter-read with its fuel question sent generically and two dependencies on it. */
  const meterReadWithGenericFuel = (): StudioFiles => {
    const schema = (realFiles[meterRead.schema] ?? '')
      .replace(
        '"placedBy": "mapper",\n        "to": "/additional-information/Fuel"',
        '"to": "/additional-information/Fuel"',
      )
      .replace(
        '  "allOf": [',
        '  "dependencies": {\n    "fuel": ["date"],\n    "title": ["fuel"]\n  },\n  "allOf": [',
      );
    // An invalid example listing an error of the question, and a message keyed by its name.
    const examples = (realFiles[meterRead.examples] ?? '').replace(
      '"/first_name": "required",',
      '"/first_name": "required",\n        "/fuel": "oneOf",',
    );
    return {
      ...realFiles,
      [meterRead.schema]: schema.replace(
        '  "allOf": [',
        '  "x-errorMessages": {\n    "fuel": "Choose what you send"\n  },\n  "allOf": [',
      ),
      [meterRead.examples]: examples,
    };
  };

  it('updates required, the conditions, dependencies, the order, the UI and the examples', async () => {
    const before = meterReadWithGenericFuel();
    const result = applied(
      { op: 'rename-question', formId: 'meter-read', field: 'fuel', newName: 'readings' },
      before,
    );
    const schema = parsed(result.files, meterRead.schema);
    expect(schema.required).toContain('readings');
    expect(Object.keys(schema.properties)).toContain('readings');
    expect(schema.allOf[0].if.properties).toHaveProperty('readings');
    expect(schema.allOf[1].if.properties).toHaveProperty('readings');
    expect(schema.dependencies).toEqual({ readings: ['date'], title: ['readings'] });
    expect(schema['x-errorMessages']).toEqual({ readings: 'Choose what you send' });
    const ui = parsed(result.files, meterRead.ui);
    expect(ui['ui:order']).toContain('readings');
    expect(ui.readings).toEqual({ 'ui:widget': 'radio' });
    const text = JSON.stringify([schema, ui, parsed(result.files, meterRead.examples)]);
    expect(text).not.toMatch(/"fuel"|\/fuel"/);
    const examples = parsed(result.files, meterRead.examples).examples;
    expect(examples[1].data.readings).toBe(
      parsed(before, meterRead.examples).examples[1].data.fuel,
    );
    expect(examples[4].errors['/readings']).toBe('oneOf');
    // Only the lines naming the question change: the key order and the rest stay.
    const schemaLines = linesOf(result.files, meterRead.schema, before);
    expect(schemaLines.removed.every((line) => line.includes('fuel'))).toBe(true);
    expect(schemaLines.added.map((line) => line.replaceAll('readings', 'fuel'))).toEqual(
      schemaLines.removed,
    );
    await expectPrettierKept(result.files, result.changed);
  });

  it('refuses a name that is taken or not a name', () => {
    const files = withBestTime();
    expect(
      refusal(
        { op: 'rename-question', formId: 'feedback-details', field: 'bestTime', newName: 'email' },
        files,
      ),
    ).toBe('The form already has a question called "email".');
    expect(
      refusal(
        { op: 'rename-question', formId: 'feedback-details', field: 'bestTime', newName: '../x' },
        files,
      ),
    ).toMatch(/must start with a letter/);
  });

  it('refuses to rename a question placed by code, saying why', () => {
    expect(
      refusal({
        op: 'rename-question',
        formId: 'feedback-details',
        field: 'telephoneNumber',
        newName: 'phone',
      }),
    ).toMatch(
      /^'Telephone number' is put into the lead by the code .* Ask a developer to rename it/,
    );
  });

  it('refuses to rename a question a journey leaves out on some routes by its name, saying which', () => {
    // Renamed, the pay-as-you-go routes would ask it and send a caseType their lead must not have.
    expect(
      refusal({
        op: 'rename-question',
        formId: 'complaint-query',
        field: 'subject',
        newName: 'topic',
      }),
    ).toMatch(
      /^'What is it about\?' is left out on some routes of the .*complaint.* by code that names it "subject".* Ask a developer to rename it/,
    );
  });
});

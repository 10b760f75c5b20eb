import { describe, expect, it } from 'vitest';
import type { FormEngine } from '../../../src/schema-forms/form-engine.ts';
import { summaryRows } from '../../../src/schema-forms/summary-rows.ts';
import { exampleFormOf } from '../../schema-check/check-example-leads.ts';
import { schemaTreeOf } from '../../schema-check/schema-tree.ts';
import { applyStudioOperation, offeredExampleAnswers } from './apply-studio-operation.ts';
import { checkStudioFiles } from './check-studio-files.ts';
import { describeStudioChange } from './describe-studio-change.ts';
import { exampleLeadsOf } from './example-leads.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles, StudioOperation } from './studio-operations.ts';
import {
  applied,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
} from './testing/real-studio-files.ts';

// An address, and a number, asked by a question of the editor's own and sent to the lead as
// text (issue 31 item 2): written as the forms' own address questions are, checked by the form
// engine, and carried into the lead by the transforms the studio writes with them.

const feedbackDetails = formFilesOf('feedback-details');

const label = 'Address of the property, if it is not your home';
/** The first address the embedded stub finds at LS1 1AA, as the studio offers it. */
const offeredLabel = '3 Station Road, Norwich, LS1 1AA';
const addressMessage = 'Find the address using its postcode, or enter it yourself';

type AddQuestion = Extract<StudioOperation, { op: 'add-question' }>;

const propertyAddress = (required: boolean): AddQuestion => ({
  op: 'add-question',
  formId: 'feedback-details',
  name: 'propertyAddress',
  label,
  kind: 'address',
  required,
  destination: { kind: 'additional-information', name: 'PropertyAddress' },
  after: 'address',
});

/** The form's own address question, as the journeys' code places it. */
const ownAddress = parsed(realFiles, feedbackDetails.schema).properties.address;

/** The form's engine run from the files in memory, as the schema check and the preview run it. */
function engineOf(files: StudioFiles) {
  const folder = schemaTreeOf(files).forms.find((form) => form.formId === 'feedback-details');
  const form = folder && exampleFormOf(folder);
  if (!form) throw new Error('feedback-details does not run');
  // exampleFormOf builds a whole engine; its type names only what the example leads use.
  return { engine: form.engine as FormEngine, examples: form.examples };
}

/** A valid example's answers without the new question's. */
const answersWithout = (files: StudioFiles, name: string) => {
  const { examples } = engineOf(files);
  return Object.fromEntries(
    Object.entries(examples[0]?.data as Record<string, unknown>).filter(([key]) => key !== name),
  );
};

describe('an address question of the editor’s own', () => {
  it('adds an optional one as the form’s own are written, its answer sent as text', async () => {
    const result = applied(propertyAddress(false));
    expect(result.changed).toEqual([feedbackDetails.schema, feedbackDetails.ui]);
    const question = parsed(result.files, feedbackDetails.schema).properties.propertyAddress;
    expect(question).toEqual({
      type: 'object',
      title: label,
      // The lookup's fields, as the form's own address has them; optional, its id may be empty.
      properties: { ...ownAddress.properties, id: { type: 'string' } },
      'x-lead': { to: '/additional-information/PropertyAddress', transform: ['address-as-text'] },
    });
    expect(linesOf(result.files, feedbackDetails.ui)).toEqual({
      removed: ['  "ui:order": ["firstName", "surname", "email", "telephoneNumber", "address"],'],
      added: [
        '  "ui:order": ["firstName", "surname", "email", "telephoneNumber", "address", "propertyAddress"],',
        '  "propertyAddress": {',
        '    "ui:field": "address",',
        '    "ui:options": {',
        '      "startWith": "lookup"',
        '    }',
        '  },',
      ],
    });
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('adds a required one: its id required with the same message, the stub’s address offered to the valid examples', async () => {
    const offered = offeredExampleAnswers(realFiles, propertyAddress(true));
    expect(
      offered.map((entry) => [entry.index, (entry.answer as { address: string }).address]),
    ).toEqual([
      [0, offeredLabel],
      [1, offeredLabel],
    ]);
    const result = applied(propertyAddress(true));
    const question = parsed(result.files, feedbackDetails.schema).properties.propertyAddress;
    expect(question.required).toEqual(['id']);
    expect(question.properties).toEqual({
      ...ownAddress.properties,
      id: {
        ...ownAddress.properties.id,
        'x-errorMessages': { required: addressMessage, minLength: addressMessage },
      },
    });
    expect(question['x-errorMessages']).toEqual({ required: addressMessage });
    const examples = parsed(result.files, feedbackDetails.examples).examples;
    expect(examples[0].data.propertyAddress).toEqual(offered[0]?.answer);
    expect(examples[2].errors['/propertyAddress']).toBe('required');
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('the form engine: optional and left empty it passes and reads "Not provided"; required, it says its message', () => {
    const optional = applied(propertyAddress(false)).files;
    const { engine } = engineOf(optional);
    const empty = answersWithout(optional, 'propertyAddress');
    expect(engine.validate(empty)).toEqual([]);
    expect(engine.validate({ ...empty, propertyAddress: {} })).toEqual([]);
    expect(summaryRows(engine, empty).find((row) => row.field === 'propertyAddress')).toEqual({
      field: 'propertyAddress',
      label,
      lines: ['Not provided'],
      provided: false,
    });
    const required = applied(propertyAddress(true)).files;
    const strict = engineOf(required).engine;
    expect(strict.validate(empty).map((error) => [error.pointer, error.message])).toEqual([
      ['/propertyAddress', addressMessage],
    ]);
    expect(
      strict.validate({ ...empty, propertyAddress: {} }).map((error) => error.message),
    ).toEqual([addressMessage]);
  });

  it('sends the address in each example lead as its one-line label', () => {
    const files = applied(propertyAddress(true)).files;
    const leads = exampleLeadsOf(files, 'feedback-details');
    expect(leads.length).toBeGreaterThan(0);
    for (const { lead } of leads) {
      expect(
        (lead as { data: { attributes: Record<string, Record<string, unknown>> } }).data.attributes[
          'additional-information'
        ]?.PropertyAddress,
      ).toBe(offeredLabel);
    }
  });

  it('turns a question of the editor’s own into an address and back, its transform with it', async () => {
    const text: AddQuestion = {
      ...propertyAddress(false),
      label: 'Where is the property?',
      kind: 'text',
    };
    const asText = applied(text).files;
    expect(
      parsed(asText, feedbackDetails.schema).properties.propertyAddress['x-lead'].transform,
    ).toEqual(['trim']);
    const toAddress: StudioOperation = {
      op: 'set-answer-kind',
      formId: 'feedback-details',
      field: 'propertyAddress',
      kind: 'address',
    };
    const asAddress = applied(toAddress, asText);
    const question = parsed(asAddress.files, feedbackDetails.schema).properties.propertyAddress;
    expect(question.type).toBe('object');
    expect(question.properties).toEqual({ ...ownAddress.properties, id: { type: 'string' } });
    expect(linesOf(asAddress.files, feedbackDetails.schema, asText)).toEqual(
      expect.objectContaining({
        removed: expect.arrayContaining([
          '      "type": "string",',
          '        "transform": ["trim"]',
        ]),
      }),
    );
    expect(question['x-lead'].transform).toEqual(['address-as-text']);
    expect(parsed(asAddress.files, feedbackDetails.ui).propertyAddress).toEqual({
      'ui:field': 'address',
      'ui:options': { startWith: 'lookup' },
    });
    await expectPrettierKept(asAddress.files, asAddress.changed);
    expect(checkStudioFiles(asAddress.files, { forms: ['feedback-details'] })).toEqual([]);
    const back = applied({ ...toAddress, kind: 'text' } as StudioOperation, asAddress.files).files;
    for (const file of Object.values(feedbackDetails)) expect(back[file], file).toBe(asText[file]);
  });

  it('a required question turned into an address: its id required, the valid examples given the stub’s address', () => {
    const asText = applied({ ...propertyAddress(true), kind: 'text' }).files;
    const files = applied(
      {
        op: 'set-answer-kind',
        formId: 'feedback-details',
        field: 'propertyAddress',
        kind: 'address',
      },
      asText,
    ).files;
    const question = parsed(files, feedbackDetails.schema).properties.propertyAddress;
    expect(question.required).toEqual(['id']);
    expect(question.properties.id['x-errorMessages']).toEqual({
      required: question['x-errorMessages'].required,
      minLength: question['x-errorMessages'].required,
    });
    const examples = parsed(files, feedbackDetails.examples).examples;
    expect(examples[0].data.propertyAddress.address).toBe(offeredLabel);
    expect(checkStudioFiles(files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('made optional and required again, the id follows', () => {
    const files = applied(propertyAddress(true)).files;
    const optional = applied(
      { op: 'set-required', formId: 'feedback-details', field: 'propertyAddress', required: false },
      files,
    ).files;
    const question = parsed(optional, feedbackDetails.schema).properties.propertyAddress;
    expect(question.required).toBeUndefined();
    expect(question.properties.id).toEqual({ type: 'string' });
    expect(checkStudioFiles(optional, { forms: ['feedback-details'] })).toEqual([]);
    const reworded = applied(
      {
        op: 'set-error-message',
        formId: 'feedback-details',
        field: 'propertyAddress',
        rule: 'required',
        message: 'Find the property’s address',
      },
      files,
    ).files;
    expect(
      parsed(reworded, feedbackDetails.schema).properties.propertyAddress.properties.id[
        'x-errorMessages'
      ],
    ).toEqual({
      required: 'Find the property’s address',
      minLength: 'Find the property’s address',
    });
  });

  it('takes no autocomplete: its boxes each have their own', () => {
    expect(
      refusal(
        {
          op: 'set-autocomplete',
          formId: 'feedback-details',
          field: 'propertyAddress',
          autocomplete: 'street-address',
        },
        applied(propertyAddress(false)).files,
      ),
    ).toMatch(/^An address’s boxes already tell the browser what each one asks for/);
  });

  it('keeps the addresses the journeys’ code places locked, saying why', () => {
    expect(
      refusal({
        op: 'set-answer-kind',
        formId: 'feedback-details',
        field: 'address',
        kind: 'text',
      }),
    ).toBe(
      'This address is sent by the site’s code as the lead’s own address: ask a developer to change it.',
    );
    expect(
      refusal({
        op: 'set-answer-kind',
        formId: 'complaint-details',
        field: 'address',
        kind: 'text',
      }),
    ).toMatch(/ask a developer/);
    // Nor does a question the code reads as it is become an address.
    expect(
      refusal({
        op: 'set-answer-kind',
        formId: 'feedback-details',
        field: 'telephoneNumber',
        kind: 'address',
      }),
    ).toBe(
      "'Telephone number' is put into the lead by the site’s code, which reads its answer as it is: ask a developer to ask for an address instead.",
    );
  });

  it('is said in plain words on the review page', () => {
    const files = applied(propertyAddress(true)).files;
    expect(describeStudioChange(realFiles, files)).toEqual(
      expect.arrayContaining([
        `New required question '${label}' sends the address, as one line of text, to additional-information/PropertyAddress`,
        `The example 'Irish landline and a looked-up address' now answers '${label}' with "${offeredLabel}"`,
      ]),
    );
  });
});

describe('a number question sent to the lead', () => {
  const bedrooms: AddQuestion = {
    op: 'add-question',
    formId: 'feedback-details',
    name: 'bedrooms',
    label: 'How many bedrooms does the property have?',
    kind: 'number',
    required: true,
    destination: { kind: 'additional-information', name: 'Bedrooms' },
    after: 'telephoneNumber',
  };

  it('adds one sent as its decimal text, which the lead takes', () => {
    const result = applied(bedrooms);
    expect(parsed(result.files, feedbackDetails.schema).properties.bedrooms['x-lead']).toEqual({
      to: '/additional-information/Bedrooms',
      transform: ['number-as-text'],
    });
    expect(checkStudioFiles(result.files, { forms: ['feedback-details'] })).toEqual([]);
    for (const { lead } of exampleLeadsOf(result.files, 'feedback-details')) {
      expect(
        (lead as { data: { attributes: Record<string, Record<string, unknown>> } }).data.attributes[
          'additional-information'
        ]?.Bedrooms,
      ).toBe('1');
    }
    expect(describeStudioChange(realFiles, result.files)[0]).toBe(
      "New required question 'How many bedrooms does the property have?' sends the number, as text, to additional-information/Bedrooms",
    );
  });

  it('turning text into a number and back changes the transform on its one line', () => {
    const asText = applied({ ...bedrooms, kind: 'text', required: false }).files;
    const toNumber: StudioOperation = {
      op: 'set-answer-kind',
      formId: 'feedback-details',
      field: 'bedrooms',
      kind: 'number',
    };
    const asNumber = applied(toNumber, asText).files;
    expect(linesOf(asNumber, feedbackDetails.schema, asText)).toEqual({
      removed: ['      "type": "string",', '        "transform": ["trim"]'],
      added: ['      "type": "number",', '        "transform": ["number-as-text"]'],
    });
    expect(checkStudioFiles(asNumber, { forms: ['feedback-details'] })).toEqual([]);
    const back = applied({ ...toNumber, kind: 'text' } as StudioOperation, asNumber).files;
    expect(back[feedbackDetails.schema]).toBe(asText[feedbackDetails.schema]);
  });

  it('sent somewhere new, a number keeps its transform', () => {
    const files = applied({
      ...bedrooms,
      destination: { kind: 'not-sent', reason: 'Asked only to plan the visit' },
    }).files;
    const result = applyStudioOperation(files, {
      op: 'set-destination',
      formId: 'feedback-details',
      field: 'bedrooms',
      destination: { kind: 'additional-information', name: 'Bedrooms' },
    });
    if ('refused' in result) throw new Error(result.refused);
    expect(parsed(result.files, feedbackDetails.schema).properties.bedrooms['x-lead']).toEqual({
      to: '/additional-information/Bedrooms',
      transform: ['number-as-text'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { applyStudioOperation, offeredExampleAnswers } from './apply-studio-operation.ts';
import { checkStudioFiles } from './check-studio-files.ts';
import { formFilesOf } from './studio-files.ts';
import type { StudioFiles, StudioOperation } from './studio-operations.ts';
import {
  applied,
  bestTimeQuestion,
  expectPrettierKept,
  linesOf,
  parsed,
  realFiles,
  refusal,
} from './testing/real-studio-files.ts';

const feedbackDetails = formFilesOf('feedback-details');
const meterRead = formFilesOf('meter-read');
const feedbackCredit = formFilesOf('feedback-credit');

const bestTime: StudioOperation = bestTimeQuestion;

/** The files with one question added that is not placed by code (most real ones are). */
const withBestTime = () => applied(bestTime).files;

describe('labels and hints', () => {
  it('rewords a label as a one-line diff of the schema', async () => {
    const result = applied({
      op: 'set-label',
      formId: 'feedback-details',
      field: 'email',
      label: 'Your email address',
    });
    expect(result.changed).toEqual([feedbackDetails.schema]);
    expect(linesOf(result.files, feedbackDetails.schema)).toEqual({
      removed: ['      "title": "Email address",'],
      added: ['      "title": "Your email address",'],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it('rewords a hint in place, adds one under the label and removes one', () => {
    const reworded = applied({
      op: 'set-hint',
      formId: 'meter-read',
      field: 'title',
      hint: 'For example, Mr, Mrs, Miss, Ms, Mx or Dr',
    });
    expect(linesOf(reworded.files, meterRead.schema)).toEqual({
      removed: ['      "description": "For example, Mr, Mrs, Ms, Mx or Dr",'],
      added: ['      "description": "For example, Mr, Mrs, Miss, Ms, Mx or Dr",'],
    });
    const added = applied({
      op: 'set-hint',
      formId: 'feedback-details',
      field: 'firstName',
      hint: 'As it appears on your bill',
    });
    expect(linesOf(added.files, feedbackDetails.schema)).toEqual({
      removed: [],
      added: ['      "description": "As it appears on your bill",'],
    });
    const text = added.files[feedbackDetails.schema] ?? '';
    expect(text.indexOf('"description": "As it appears')).toBeGreaterThan(
      text.indexOf('"title": "First name"'),
    );
    expect(text.indexOf('"description": "As it appears')).toBeLessThan(
      text.indexOf('"maxLength": 100'),
    );
    const removed = applied({ op: 'set-hint', formId: 'meter-read', field: 'title', hint: '' });
    expect(linesOf(removed.files, meterRead.schema)).toEqual({
      removed: ['      "description": "For example, Mr, Mrs, Ms, Mx or Dr",'],
      added: [],
    });
  });

  it('refuses an empty label', () => {
    expect(refusal({ op: 'set-label', formId: 'meter-read', field: 'title', label: '  ' })).toMatch(
      /Write the label/,
    );
  });
});

describe('required or optional', () => {
  it('makes a question optional: the required list, its message and the examples that listed it', async () => {
    const result = applied({
      op: 'set-required',
      formId: 'feedback-details',
      field: 'email',
      required: false,
    });
    expect(linesOf(result.files, feedbackDetails.schema)).toEqual({
      removed: [
        '  "required": ["firstName", "surname", "email", "telephoneNumber", "address"],',
        '        "required": "Enter your email address",',
      ],
      added: ['  "required": ["firstName", "surname", "telephoneNumber", "address"],'],
    });
    expect(linesOf(result.files, feedbackDetails.examples)).toEqual({
      removed: ['        "/email": "required",'],
      added: [],
    });
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('makes a question required: a GOV.UK message first, answers for the valid examples, the error for the invalid ones left empty', async () => {
    const result = applied({
      op: 'set-required',
      formId: 'meter-read',
      field: 'email',
      required: true,
      exampleAnswers: { 1: 'priya@example.com' },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: ['  "required": ["first_name", "last_name", "telephone", "fuel", "date"],'],
      added: [
        '  "required": ["first_name", "last_name", "telephone", "fuel", "date", "email"],',
        '        "required": "Enter your email address",',
      ],
    });
    const examples = parsed(result.files, meterRead.examples).examples;
    // The editor's answer where given, the one offered elsewhere; examples with one keep theirs.
    expect(examples[1].data.email).toBe('priya@example.com');
    expect(examples[2].data.email).toBe('name@example.com');
    expect(examples[0].data.email).toBe(
      parsed(realFiles, meterRead.examples).examples[0].data.email,
    );
    expect(examples[4].errors['/email']).toBe('required');
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files, { forms: ['meter-read'] })).toEqual([]);
  });

  it('makes a question asked only for some answers required in its own branch, answering only the examples that ask it', () => {
    const result = applied({
      op: 'set-required',
      formId: 'meter-read',
      field: 'elec_account_number',
      required: true,
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: ['        "required": ["is_economy_7_radio"],'],
      added: [
        '        "required": ["is_economy_7_radio", "elec_account_number"],',
        '              "required": "Enter your electricity account number",',
      ],
    });
    const before = parsed(realFiles, meterRead.examples).examples;
    const after = parsed(result.files, meterRead.examples).examples;
    // The valid examples asked it answer it already; the gas-only one is not asked it, so it is
    // given no answer. The empty example is (its fuel defaults to both), so it lists the error.
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
    expect(after[2].data.elec_account_number).toBeUndefined();
    expect(after[4].errors['/elec_account_number']).toBe('required');
    expect(checkStudioFiles(result.files, { forms: ['meter-read'] })).toEqual([]);
  });

  it('offers the answers it would give, for the editor to change', () => {
    const offered = offeredExampleAnswers(realFiles, {
      op: 'set-required',
      formId: 'meter-read',
      field: 'email',
      required: true,
    });
    expect(offered).toEqual([
      {
        index: 1,
        name: 'Electricity with Economy 7, read a month ago',
        answer: 'name@example.com',
      },
      { index: 2, name: 'Gas only, no account number or email', answer: 'name@example.com' },
    ]);
  });

  it('offers answers for a new required question too, and none for an optional one', () => {
    expect(offeredExampleAnswers(realFiles, bestTime)).toEqual([
      { index: 0, name: 'Irish landline and a looked-up address', answer: 'Morning' },
      { index: 1, name: 'UK mobile and a manual address', answer: 'Morning' },
    ]);
    expect(offeredExampleAnswers(realFiles, { ...bestTime, required: false })).toEqual([]);
  });

  it('refuses what is already so', () => {
    expect(
      refusal({ op: 'set-required', formId: 'meter-read', field: 'email', required: false }),
    ).toBe("'Email address' is already optional.");
  });
});

describe('kinds of answer', () => {
  it('turns radios into a select with a one-line change of the input', async () => {
    const result = applied({
      op: 'set-answer-kind',
      formId: 'meter-read',
      field: 'fuel',
      kind: 'select',
    });
    expect(result.changed).toEqual([meterRead.ui]);
    expect(linesOf(result.files, meterRead.ui)).toEqual({
      removed: ['    "ui:widget": "radio"'],
      added: ['    "ui:widget": "select"'],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it('turns text into a date with its format and its message', () => {
    const files = withBestTime();
    const text = applied(
      { op: 'set-answer-kind', formId: 'feedback-details', field: 'bestTime', kind: 'text' },
      files,
    ).files;
    const schema = parsed(text, feedbackDetails.schema).properties.bestTime;
    expect(schema.oneOf).toBeUndefined();
    expect(schema['x-errorMessages']).toEqual({ required: 'Select the best time to call you' });
    const date = applied(
      { op: 'set-answer-kind', formId: 'feedback-details', field: 'bestTime', kind: 'date' },
      text,
    ).files;
    const dated = parsed(date, feedbackDetails.schema).properties.bestTime;
    expect(dated.format).toBe('date');
    expect(dated['x-errorMessages'].format).toBe(
      'Your answer must be a real date, like {recentDate}',
    );
    expect(parsed(date, feedbackDetails.ui).bestTime).toEqual({ 'ui:widget': 'dateInput' });
    expect(checkStudioFiles(date, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('refuses to make an answer placed by code an address', () => {
    expect(
      refusal({ op: 'set-answer-kind', formId: 'meter-read', field: 'fuel', kind: 'address' }),
    ).toMatch(/ask a developer/);
  });
});

describe('rules and their messages', () => {
  it('adds a rule with a message in the GOV.UK style beside the others', async () => {
    const result = applied({
      op: 'add-rule',
      formId: 'meter-read',
      field: 'gas_reading',
      rule: { rule: 'maxLength', value: 6 },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: [
        '              "meterReading": "Gas meter reading must be up to 6 numbers, like 012345"',
      ],
      added: [
        '            "maxLength": 6,',
        '              "meterReading": "Gas meter reading must be up to 6 numbers, like 012345",',
        '              "maxLength": "Gas meter reading must be 6 characters or fewer"',
      ],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it("takes the editor's own message for a new rule", () => {
    const result = applied({
      op: 'add-rule',
      formId: 'feedback-details',
      field: 'firstName',
      rule: { rule: 'minLength', value: 2 },
      message: 'First name must be 2 letters or more',
    });
    expect(
      parsed(result.files, feedbackDetails.schema).properties.firstName['x-errorMessages']
        .minLength,
    ).toBe('First name must be 2 letters or more');
  });

  it('adds an invalid example showing a rule of our own validator working', () => {
    const files = applied(
      {
        op: 'add-question',
        formId: 'meter-read',
        name: 'accountReference',
        label: 'Account number',
        kind: 'text',
        required: false,
        destination: { kind: 'additional-information', name: 'AccountReference' },
        after: 'date',
      },
      realFiles,
    ).files;
    const result = applied(
      {
        op: 'add-rule',
        formId: 'meter-read',
        field: 'accountReference',
        rule: { rule: 'customerNumber' },
      },
      files,
    );
    const examples = parsed(result.files, meterRead.examples).examples;
    expect(examples.at(-1)).toMatchObject({
      valid: false,
      data: { accountReference: '12345' },
      errors: { '/accountReference': 'customerNumber' },
    });
    expect(checkStudioFiles(result.files, { forms: ['meter-read'] })).toEqual([]);
  });

  it('removes a rule and its message, and the messages when none is left', async () => {
    const result = applied({
      op: 'remove-rule',
      formId: 'meter-read',
      field: 'title',
      rule: 'maxLength',
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: [
        '      "maxLength": 20,',
        '      "x-errorMessages": {',
        '        "maxLength": "Title must be 20 characters or fewer"',
        '      },',
      ],
      added: [],
    });
    await expectPrettierKept(result.files, result.changed);
  });

  it('changes a rule value on one line', () => {
    const result = applied({
      op: 'set-rule',
      formId: 'meter-read',
      field: 'date',
      rule: { rule: 'dateWithinPastMonths', value: 3 },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: ['      "dateWithinPastMonths": 1,'],
      added: ['      "dateWithinPastMonths": 3,'],
    });
  });

  // Issue 39, finding 3: a message the studio wrote follows its rule's new number; an editor's
  // own words (the date's, above) stay as they are.
  it("changes a rule's number and the message the studio wrote for it", () => {
    const result = applied({
      op: 'set-rule',
      formId: 'meter-read',
      field: 'title',
      rule: { rule: 'maxLength', value: 30 },
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: [
        '      "maxLength": 20,',
        '        "maxLength": "Title must be 20 characters or fewer"',
      ],
      added: [
        '      "maxLength": 30,',
        '        "maxLength": "Title must be 30 characters or fewer"',
      ],
    });
  });

  it('rewords an error message on one line, and refuses one for a rule the question lacks', () => {
    const result = applied({
      op: 'set-error-message',
      formId: 'feedback-credit',
      field: 'feedback',
      rule: 'required',
      message: 'Tell us why you do not want the refund',
    });
    expect(linesOf(result.files, feedbackCredit.schema)).toEqual({
      removed: [`        "required": "Tell us why you don't want the refund",`],
      added: ['        "required": "Tell us why you do not want the refund",'],
    });
    expect(
      refusal({
        op: 'set-error-message',
        formId: 'feedback-credit',
        field: 'feedback',
        rule: 'customerNumber',
        message: 'x',
      }),
    ).toMatch(/no "customerNumber" rule/);
  });

  it('refuses a rule that does not suit the answer, or a value that is no length', () => {
    expect(
      refusal({
        op: 'add-rule',
        formId: 'meter-read',
        field: 'fuel',
        rule: { rule: 'maxLength', value: 3 },
      }),
    ).toMatch(/does not suit/);
    expect(
      refusal({
        op: 'set-rule',
        formId: 'meter-read',
        field: 'title',
        rule: { rule: 'maxLength', value: -1 },
      }),
    ).toMatch(/whole number/);
  });
});

describe('choices, autocomplete and destination', () => {
  it('rewords a choice on one line and adds one at the end', async () => {
    const result = applied({
      op: 'set-choices',
      formId: 'meter-read',
      field: 'fuel',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only (no electricity)' },
        { value: 'Electricity', label: 'Electricity only' },
      ],
    });
    expect(linesOf(result.files, meterRead.schema)).toEqual({
      removed: ['          "title": "Gas only"'],
      added: ['          "title": "Gas only (no electricity)"'],
    });
    const more = applied({
      op: 'set-choices',
      formId: 'meter-read',
      field: 'fuel',
      choices: [
        { value: 'Dual', label: 'Gas and electricity' },
        { value: 'Gas', label: 'Gas only' },
        { value: 'Electricity', label: 'Electricity only' },
        { value: 'Neither', label: 'Neither' },
      ],
    });
    expect(linesOf(more.files, meterRead.schema).added).toEqual([
      '        },',
      '        {',
      '          "const": "Neither",',
      '          "title": "Neither"',
    ]);
    await expectPrettierKept(more.files, more.changed);
  });

  it("keeps each choice's hint with its value when one before it is removed", () => {
    const complaintType = formFilesOf('complaint-type');
    const result = applied({
      op: 'set-choices',
      formId: 'complaint-type',
      field: 'complaintType',
      choices: [
        { value: 'energy', label: 'Energy' },
        { value: 'installations', label: 'Installations' },
        { value: 'electricVehicle', label: 'Electric vehicle', hint: 'A charger or an EV tariff' },
      ],
    });
    const options = parsed(result.files, complaintType.schema).properties.complaintType.oneOf;
    expect(options).toEqual([
      {
        const: 'energy',
        title: 'Energy',
        description: 'Your gas or electricity supply, bills or meters',
      },
      {
        const: 'installations',
        title: 'Installations',
        description: 'A new boiler, solar panels, a heat pump or insulation',
      },
      {
        const: 'electricVehicle',
        title: 'Electric vehicle',
        description: 'A charger or an EV tariff',
      },
    ]);
  });

  it('sets and removes an autocomplete token of the HTML standard only', () => {
    const removed = applied({
      op: 'set-autocomplete',
      formId: 'meter-read',
      field: 'email',
      autocomplete: '',
    });
    expect(linesOf(removed.files, meterRead.ui)).toEqual({
      removed: ['    "ui:widget": "email",', '    "ui:autocomplete": "email"'],
      added: ['    "ui:widget": "email"'],
    });
    expect(
      refusal({
        op: 'set-autocomplete',
        formId: 'meter-read',
        field: 'email',
        autocomplete: 'mail',
      }),
    ).toMatch(/not an autocomplete token/);
  });

  it("changes a new question's destination, checking a new name as it is given", () => {
    const files = withBestTime();
    const notSent = applied(
      {
        op: 'set-destination',
        formId: 'feedback-details',
        field: 'bestTime',
        destination: { kind: 'not-sent', reason: 'Asked only to plan the call' },
      },
      files,
    );
    expect(linesOf(notSent.files, feedbackDetails.schema, files)).toEqual({
      removed: ['        "to": "/additional-information/BestTimeToCall"'],
      added: ['        "sent": false,', '        "reason": "Asked only to plan the call"'],
    });
    expect(
      refusal(
        {
          op: 'set-destination',
          formId: 'feedback-details',
          field: 'bestTime',
          destination: { kind: 'additional-information', name: 'best time' },
        },
        files,
      ),
    ).toMatch(/capital letter/);
  });

  it('refuses to send elsewhere an answer placed by code, saying why', () => {
    expect(
      refusal({
        op: 'set-destination',
        formId: 'feedback-details',
        field: 'telephoneNumber',
        destination: { kind: 'additional-information', name: 'Telephone' },
      }),
    ).toBe(
      '\'Telephone number\' is put into the lead by the code that builds the lead of the feedback form, which reads the answer by the name "telephoneNumber". Ask a developer to send it elsewhere, so the code changes with it.',
    );
  });
});

describe('adding, removing and moving questions', () => {
  it('adds a required question where it is asked, with its messages, examples and destination', async () => {
    const result = applied(bestTime);
    expect([...result.changed].sort()).toEqual(
      [feedbackDetails.examples, feedbackDetails.schema, feedbackDetails.ui].sort(),
    );
    expect(linesOf(result.files, feedbackDetails.ui)).toEqual({
      removed: ['  "ui:order": ["firstName", "surname", "email", "telephoneNumber", "address"],'],
      added: [
        '  "ui:order": ["firstName", "surname", "email", "telephoneNumber", "bestTime", "address"],',
        '  "bestTime": {',
        '    "ui:widget": "radio"',
        '  },',
      ],
    });
    const schema = parsed(result.files, feedbackDetails.schema);
    expect(Object.keys(schema.properties)).toEqual([
      'firstName',
      'surname',
      'email',
      'telephoneNumber',
      'bestTime',
      'address',
    ]);
    expect(schema.properties.bestTime).toEqual({
      type: 'string',
      title: 'When is the best time to call you?',
      oneOf: [
        { const: 'Morning', title: 'Morning' },
        { const: 'Afternoon', title: 'Afternoon' },
      ],
      'x-errorMessages': {
        required: 'Select the best time to call you',
        oneOf: 'Select the best time to call you',
      },
      'x-lead': { to: '/additional-information/BestTimeToCall' },
    });
    const examples = parsed(result.files, feedbackDetails.examples).examples;
    expect(
      examples.map((example: { data: { bestTime?: string } }) => example.data.bestTime),
    ).toEqual(['Morning', 'Morning', undefined, undefined]);
    expect(examples[2].errors['/bestTime']).toBe('required');
    expect(examples[3].errors['/bestTime']).toBe('required');
    await expectPrettierKept(result.files, result.changed);
    expect(checkStudioFiles(result.files)).toEqual([]);
  });

  it.each([
    ['text', 'BestTimeToCall'],
    ['textarea', 'MoreAboutIt'],
    ['number', 'HowMany'],
    ['address', 'OtherAddress'],
    ['yes-no', 'WantsACall'],
    ['radios', 'BestTimeToCall'],
    ['select', 'BestTimeToCall'],
    ['date', 'CallOn'],
    ['email', 'OtherEmail'],
    ['phone', 'OtherPhone'],
  ] as const)('adds a required %s question the check passes', (kind, name) => {
    const result = applied({
      ...bestTime,
      kind,
      destination: { kind: 'additional-information', name },
    });
    expect(checkStudioFiles(result.files, { forms: ['feedback-details'] })).toEqual([]);
  });

  it('removes a question it added, giving back the files exactly as they were', () => {
    const result = applied(
      { op: 'remove-question', formId: 'feedback-details', field: 'bestTime' },
      withBestTime(),
    );
    for (const file of Object.values(feedbackDetails)) {
      expect(result.files[file], file).toBe(realFiles[file]);
    }
  });

  it('refuses to remove or rename a question placed by code, saying why', () => {
    expect(refusal({ op: 'remove-question', formId: 'meter-read', field: 'fuel' })).toMatch(
      /^'.+' is put into the lead by the code that builds the lead of the meter reading form, which reads the answer by the name "fuel"\. Ask a developer to remove it, so the code changes with it\.$/,
    );
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

  it('moves a question up or down as a two-line diff of the order', async () => {
    const result = applied({
      op: 'move-question',
      formId: 'meter-read',
      field: 'email',
      direction: 'up',
    });
    expect(linesOf(result.files, meterRead.ui)).toEqual({
      removed: ['    "telephone",'],
      added: ['    "telephone",'],
    });
    expect(parsed(result.files, meterRead.ui)['ui:order'].slice(3, 5)).toEqual([
      'email',
      'telephone',
    ]);
    await expectPrettierKept(result.files, result.changed);
    expect(
      refusal({ op: 'move-question', formId: 'meter-read', field: 'title', direction: 'up' }),
    ).toBe("'Title' is already the first question.");
  });
});

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
});

describe('page words and shared messages', () => {
  it('changes the title and the button words one line each', () => {
    const result = applied({
      op: 'set-page-words',
      formId: 'feedback-credit',
      title: 'We owe you money',
      submitText: 'Keep the refund',
      submittingText: 'Saving your answer',
    });
    expect(linesOf(result.files, feedbackCredit.schema)).toEqual({
      removed: ['  "title": "We owe you",'],
      added: ['  "title": "We owe you money",'],
    });
    expect(linesOf(result.files, feedbackCredit.ui)).toEqual({
      removed: [`    "submitText": "I don't want the refund"`, '    "submittingText": "Saving"'],
      added: ['    "submitText": "Keep the refund"', '    "submittingText": "Saving your answer"'],
    });
  });

  it('changes a shared message, and only in a messages file', () => {
    const result = applied({
      op: 'set-shared-message',
      file: 'form-copy.json',
      pointer: '/errorSummaryTitle',
      text: 'There is a problem with your answers',
    });
    expect(result.changed).toEqual(['schemas/messages/form-copy.json']);
    expect(linesOf(result.files, 'schemas/messages/form-copy.json')).toEqual({
      removed: ['  "errorSummaryTitle": "There is a problem",'],
      added: ['  "errorSummaryTitle": "There is a problem with your answers",'],
    });
    expect(
      refusal({
        op: 'set-shared-message',
        file: '../leads/feedback-lead.schema.json',
        pointer: '/title',
        text: 'x',
      }),
    ).toMatch(/is not a messages file/);
    expect(
      refusal({
        op: 'set-shared-message',
        file: 'form-copy.json',
        pointer: '/nothingHere',
        text: 'x',
      }),
    ).toMatch(/has no message at/);
  });

  // Issue 39, finding 3: a shared message's placeholder could be deleted without a word.
  it("keeps a shared message's placeholders: none lost, none the site would not fill", () => {
    const limitHint = {
      op: 'set-shared-message',
      file: 'form-copy.json',
      pointer: '/characterCount/limitHint',
    } as const;
    expect(refusal({ ...limitHint, text: 'You can enter up to 30000 characters' })).toMatch(
      /Keep \{limit\} in the message/,
    );
    expect(refusal({ ...limitHint, text: 'Up to {limit} characters, {name}' })).toMatch(
      /\{name\} is not something this message can show/,
    );
    const kept = applied({ ...limitHint, text: 'Write up to {limit} characters' });
    expect(linesOf(kept.files, 'schemas/messages/form-copy.json').added).toEqual([
      '    "limitHint": "Write up to {limit} characters",',
    ]);
  });

  it('refuses a form that is not there, or a form id that would leave the forms folder', () => {
    expect(refusal({ op: 'set-label', formId: '../leads', field: 'x', label: 'x' })).toMatch(
      /is not the name of a form/,
    );
    expect(refusal({ op: 'set-label', formId: 'nope', field: 'x', label: 'x' })).toBe(
      'There is no form called "nope".',
    );
  });

  it('leaves the files it is given as they were', () => {
    const files = Object.freeze({ ...realFiles });
    const result = applyStudioOperation(files, bestTime);
    expect('files' in result && result.files).not.toBe(files);
    expect(files).toEqual(realFiles);
  });

  it('never changes a file outside schemas/forms and schemas/messages', () => {
    const result = applyStudioOperation(realFiles, bestTime);
    if ('refused' in result) throw new Error(result.refused);
    expect(
      result.changed.every(
        (file) => file.startsWith('schemas/forms/') || file.startsWith('schemas/messages/'),
      ),
    ).toBe(true);
  });
});

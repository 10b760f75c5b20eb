import { describe, expect, it } from 'vitest';
import { offeredExampleAnswers } from '../model/apply-studio-operation.ts';
import { questionEdits } from '../model/testing/question-edits.ts';
import { parsed, realFiles } from '../model/testing/real-studio-files.ts';

const meterEmail = questionEdits('meter-read', 'email');

describe('required or optional', () => {
  it('makes a question optional: the required list, its message and the examples that listed it', async () => {
    const result = questionEdits('feedback-details', 'email').edit({
      op: 'set-required',
      required: false,
    });
    expect(result.lines()).toEqual({
      removed: [
        '  "required": ["firstName", "surname", "email", "telephoneNumber", "address"],',
        '        "required": "Enter your email address",',
      ],
      added: ['  "required": ["firstName", "surname", "telephoneNumber", "address"],'],
    });
    expect(result.lines('examples')).toEqual({
      removed: ['        "/email": "required",'],
      added: [],
    });
    await result.prettierKept();
    expect(result.findings()).toEqual([]);
  });

  it('makes a question required: a GOV.UK message first, answers for the valid examples, the error for the invalid ones left empty', async () => {
    const result = meterEmail.edit({
      op: 'set-required',
      required: true,
      exampleAnswers: { 1: 'priya@example.com' },
    });
    expect(result.lines()).toEqual({
      removed: ['  "required": ["first_name", "last_name", "telephone", "fuel", "date"],'],
      added: [
        '  "required": ["first_name", "last_name", "telephone", "fuel", "date", "email"],',
        '        "required": "Enter your email address",',
      ],
    });
    const examples = result.examples();
    // The editor's answer where given, the one offered elsewhere; examples with one keep theirs.
    expect(examples[1].data.email).toBe('priya@example.com');
    expect(examples[2].data.email).toBe('name@example.com');
    expect(examples[0].data.email).toBe(
      parsed(realFiles, meterEmail.form.examples).examples[0].data.email,
    );
    expect(examples[4].errors['/email']).toBe('required');
    await result.prettierKept();
    expect(result.findings()).toEqual([]);
  });

  it('makes a question asked only for some answers required in its own branch, answering only the examples that ask it', () => {
    const account = questionEdits('meter-read', 'elec_account_number');
    const result = account.edit({ op: 'set-required', required: true });
    expect(result.lines()).toEqual({
      removed: ['        "required": ["is_economy_7_radio"],'],
      added: [
        '        "required": ["is_economy_7_radio", "elec_account_number"],',
        '              "required": "Enter your electricity account number",',
      ],
    });
    const before = parsed(realFiles, account.form.examples).examples;
    const after = result.examples();
    // The valid examples asked it answer it already; the gas-only one is not asked it, so it is
    // given no answer. The empty example is (its fuel defaults to both), so it lists the error.
    expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
    expect(after[2].data.elec_account_number).toBeUndefined();
    expect(after[4].errors['/elec_account_number']).toBe('required');
    expect(result.findings()).toEqual([]);
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

  it('refuses what is already so', () => {
    expect(meterEmail.refusal({ op: 'set-required', required: false })).toBe(
      "'Email address' is already optional.",
    );
  });
});

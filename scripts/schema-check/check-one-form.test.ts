import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckContext } from './check-context.ts';
import { checkOneForm } from './check-one-form.ts';

// What the forms preview shows for one form: the schema check's findings for that form's
// folder alone, read fresh from disk (here a temporary copy of schemas/).

const context = createCheckContext(new Date());
let root = '';

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

/** A copy of schemas/ with some files' text changed. */
function copyWith(edits: Record<string, (text: string) => string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'check-one-form-'));
  cpSync('schemas', path.join(root, 'schemas'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(root, file);
    writeFileSync(full, edit(readFileSync(full, 'utf8')));
  }
  return root;
}

const meterRead = 'schemas/forms/meter-read/meter-read.schema.json';
const searchUi = 'schemas/forms/search/search.ui.json';
const withoutTitleMessage = (text: string) => {
  const schema = JSON.parse(text) as {
    properties: { title: { 'x-errorMessages': Record<string, string> } };
  };
  delete schema.properties.title['x-errorMessages'].maxLength;
  return JSON.stringify(schema, null, 2);
};

describe('the findings of one form', () => {
  it('are none for the real schemas', () => {
    expect(checkOneForm(process.cwd(), 'meter-read', context)).toEqual([]);
  });

  it('name a missing message with its file and pointer, and only this form’s', () => {
    const copy = copyWith({
      [meterRead]: withoutTitleMessage,
      [searchUi]: (text) => text.replace('{', '{,'),
    });
    expect(checkOneForm(copy, 'meter-read', context)).toEqual([
      expect.objectContaining({
        file: meterRead,
        pointer: '/properties/title',
        message: 'The field "title" can fail the rule "maxLength" but has no message for it.',
      }),
    ]);
    expect(checkOneForm(copy, 'search', context)).toEqual([
      expect.objectContaining({
        file: searchUi,
        pointer: '',
        message: expect.stringContaining('This file is not valid JSON: reading stopped at line 1'),
      }),
    ]);
  });

  it('include the example leads, paired with the other page of the journey as saved', () => {
    const copy = copyWith({
      'schemas/leads/help-and-support-lead.schema.json': (text) =>
        text.replace('"maxLength": 30000', '"maxLength": 200'),
    });
    expect(checkOneForm(copy, 'complaint-query', context)).toEqual([
      expect.objectContaining({
        file: 'schemas/forms/complaint-query/complaint-query.examples.json',
        pointer: '/examples/1',
        message: expect.stringContaining('its "/query" (the answer to "query") must be 200'),
      }),
    ]);
    expect(checkOneForm(copy, 'complaint-details', context)).toEqual([]);
  });
});

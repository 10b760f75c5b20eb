import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerShapeHash } from './answer-shape-hash.ts';
import type { SchemaNode } from './walk-schema.ts';

// Decision 010 and issue 30 (defect 5): a draft survives a release that only rewords the form,
// and is dropped when the answers it holds may no longer fit.

const meterRead = JSON.parse(
  readFileSync(path.join(process.cwd(), 'schemas/forms/meter-read/meter-read.schema.json'), 'utf8'),
) as SchemaNode;

/** The schema object at `keys` inside `node` (a property, a branch, a choice). */
function at(node: SchemaNode, ...keys: readonly (string | number)[]): SchemaNode {
  return keys.reduce<SchemaNode>((inner, key) => {
    const next: unknown = Array.isArray(inner) ? inner[Number(key)] : inner[key];
    if (typeof next !== 'object' || next === null)
      throw new Error(`No schema at ${keys.join('/')}`);
    return next as SchemaNode;
  }, node);
}

/** The meter-read schema's hash after `edit` changed a copy of it. */
function hashAfter(edit: (schema: SchemaNode) => void): string {
  const copy = structuredClone(meterRead);
  edit(copy);
  return answerShapeHash(copy);
}

const gasBranch = (schema: SchemaNode) => at(schema, 'allOf', 0, 'then', 'properties');
const before = answerShapeHash(meterRead);

describe('answerShapeHash: a copy-only edit keeps drafts', () => {
  it.each<[string, (schema: SchemaNode) => void]>([
    ['a reworded label', (s) => (at(s, 'properties', 'first_name').title = 'Your first name')],
    ['a reworded form title', (s) => (s.title = 'Send us your meter reading')],
    [
      'a reworded hint in a branch',
      (s) => (at(gasBranch(s), 'gas_account_number').description = 'Look at the top of your bill'),
    ],
    ['a new hint', (s) => (at(s, 'properties', 'first_name').description = 'As on your bill')],
    [
      'a reworded error message',
      (s) => (at(s, 'properties', 'first_name', 'x-errorMessages').required = 'Tell us your name'),
    ],
    [
      "a choice's reworded label",
      (s) => (at(s, 'properties', 'fuel', 'oneOf', 0).title = 'Both gas and electricity'),
    ],
    ['a reworded comment', (s) => (s.$comment = 'The price-cap meter-read form.')],
    ['examples added', (s) => (at(s, 'properties', 'title').examples = ['Mx'])],
    [
      "an answer's new place in the lead",
      (s) => (at(s, 'properties', 'email')['x-lead'] = '/additional-information/Email'),
    ],
  ])('%s gives the same hash', (_name, edit) => {
    expect(hashAfter(edit)).toBe(before);
  });
});

describe('answerShapeHash: a change to what the answers are drops drafts', () => {
  it.each<[string, (schema: SchemaNode) => void]>([
    [
      'a renamed field',
      (s) => {
        const properties = at(s, 'properties');
        properties.given_name = properties.first_name;
        delete properties.first_name;
      },
    ],
    [
      'a renamed field called "title"',
      (s) => {
        const properties = at(s, 'properties');
        properties.salutation = properties.title;
        delete properties.title;
      },
    ],
    ['a changed type', (s) => (at(s, 'properties', 'title').type = 'number')],
    ["a choice's new value", (s) => (at(s, 'properties', 'fuel', 'oneOf', 0).const = 'Both')],
    ['a choice removed', (s) => void (at(s, 'properties', 'fuel').oneOf as unknown[]).pop()],
    ['a field made required', (s) => void (s.required as string[]).push('email')],
    ['a longer length limit', (s) => (at(s, 'properties', 'first_name').maxLength = 200)],
    ['a changed pattern', (s) => (at(s, 'properties', 'first_name').pattern = '^[a-z]+$')],
    ['a changed format', (s) => (at(s, 'properties', 'date').format = 'date-time')],
    [
      'a customer-number rule removed',
      (s) => delete at(gasBranch(s), 'gas_account_number').customerNumber,
    ],
    ['a wider date window', (s) => (at(s, 'properties', 'date').dateWithinPastMonths = 3)],
    ['other phone countries', (s) => (at(s, 'properties', 'telephone').phoneNumber = ['GB'])],
    [
      'a field moved into a branch',
      (s) => {
        gasBranch(s).email = at(s, 'properties', 'email');
        delete at(s, 'properties').email;
      },
    ],
    ['a changed condition', (s) => (at(s, 'allOf', 0, 'if', 'properties', 'fuel').enum = ['Gas'])],
  ])('%s gives another hash', (_name, edit) => {
    expect(hashAfter(edit)).not.toBe(before);
  });
});

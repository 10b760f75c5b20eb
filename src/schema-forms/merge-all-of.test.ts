import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import librarysMerge from '@rjsf/utils/lib/schema/shallowAllOfMerge.js';
import { customizeValidator } from '@rjsf/validator-ajv8';
import shallowAllOfMerge from './merge-all-of.ts';

// The unit tests run rjsf from node_modules, with the library's merge; the built site and the dev
// server use ours (vite.config.ts). Here both answer the same questions.

type Schema = Record<string, unknown>;

function schemaFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? schemaFiles(join(folder, entry.name))
      : entry.name.endsWith('.schema.json')
        ? [join(folder, entry.name)]
        : [],
  );
}

const formSchemas = [...schemaFiles('schemas/forms'), ...schemaFiles('tests/fixtures/journeys')];

/** Every sub-schema of a schema that has an `allOf`, itself included. */
function withAllOf(node: unknown): Schema[] {
  if (Array.isArray(node)) return node.flatMap(withAllOf);
  if (typeof node !== 'object' || node === null) return [];
  const own = 'allOf' in node ? [node as Schema] : [];
  return [...own, ...Object.values(node).flatMap(withAllOf)];
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Schema;

const validator = customizeValidator({ ajvOptionsOverrides: { strict: false } });

describe('merging a schema’s allOf as rjsf asks', () => {
  it('finds the site’s forms with branches', () => {
    expect(formSchemas.filter((file) => withAllOf(read(file)).length > 0)).toContain(
      'schemas/forms/meter-read/meter-read.schema.json',
    );
  });

  it.each(formSchemas)('%s: each schema with branches merges as the library merges it', (file) => {
    for (const node of withAllOf(read(file))) {
      expect(shallowAllOfMerge(node)).toEqual(librarysMerge(node));
    }
  });

  it.each(formSchemas)('%s: each named example opens the same form with either merge', (file) => {
    const schema = read(file) as RJSFSchema;
    const examplesFile = file.replace(/\.schema\.json$/, '.examples.json');
    let examples: { data: unknown }[] = [];
    try {
      examples = (JSON.parse(readFileSync(examplesFile, 'utf8')) as { examples: typeof examples })
        .examples;
    } catch {
      // A form without named examples: its empty answers still open it.
    }
    for (const data of [{}, ...examples.map((example) => example.data)]) {
      expect(
        retrieveSchema(validator, schema, schema, data, (s) => shallowAllOfMerge(s) as RJSFSchema),
      ).toEqual(retrieveSchema(validator, schema, schema, data));
    }
  });

  it.each<[string, Schema]>([
    [
      'properties by name, the same name merged, required joined',
      {
        type: 'object',
        properties: { a: { type: 'string', title: 'A' }, b: { type: 'number', maximum: 9 } },
        required: ['a'],
        allOf: [
          {
            properties: { b: { type: 'integer', maximum: 5, minimum: 1 }, c: { const: 'x' } },
            required: ['b', 'c', 'a'],
          },
        ],
      },
    ],
    [
      'nested branches, depth first, the left title kept',
      {
        title: 'Outer',
        allOf: [
          { title: 'First', allOf: [{ description: 'Deep', minLength: 2 }] },
          { minLength: 4, maxLength: 10 },
          { maxLength: 8, pattern: '^a' },
          { pattern: 'b$' },
        ],
      },
    ],
    [
      'conditions on both sides',
      {
        if: { properties: { a: { const: 1 } } },
        then: { required: ['b'] },
        allOf: [{ if: { properties: { c: { const: 2 } } }, then: { required: ['d'] } }],
      },
    ],
    [
      'an additionalProperties applied to the other side’s names',
      {
        properties: { a: { type: 'string' } },
        additionalProperties: false,
        allOf: [{ properties: { a: { maxLength: 3 }, b: { type: 'string' } } }],
      },
    ],
    [
      'options merged pair by pair, the impossible pairs left out',
      {
        oneOf: [{ type: 'string' }, { type: 'number' }],
        allOf: [{ oneOf: [{ type: 'integer' }, { type: 'string', minLength: 1 }] }],
      },
    ],
    [
      'enums, items, types and flags',
      {
        type: ['string', 'number'],
        enum: ['a', 'b', 'c'],
        items: { type: 'string' },
        readOnly: false,
        allOf: [
          { type: 'integer', enum: ['b', 'c', 'd'], items: { maxLength: 2 }, readOnly: true },
        ],
      },
    ],
    ['true and empty branches', { type: 'string', allOf: [true, {}, { minLength: 1 }] }],
  ])('%s, as the library', (_, schema) => {
    expect(shallowAllOfMerge(schema)).toEqual(librarysMerge(schema));
  });

  it('says which keyword it cannot merge, as the library would have merged it', () => {
    expect(() =>
      shallowAllOfMerge({
        patternProperties: { '^a': { type: 'string' } },
        allOf: [{ patternProperties: { '^b': { type: 'string' } } }],
      }),
    ).toThrow('"patternProperties"');
  });
});

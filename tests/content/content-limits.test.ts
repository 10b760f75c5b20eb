import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentSchemas } from '../../scripts/content-compiler/compile-content-validators.ts';
import { walkSchema } from '../../src/schema-forms/walk-schema.ts';

// Contract tests over every schema in schemas/content/: the limits we chose never hide safety
// content, and only addresses are fitted by pattern (decision 018).
const schemas = readContentSchemas(path.resolve('schemas/content'));

/** Every schema object of a file holding `keyword`, with its pointer. */
function nodesWith(schema: object, keyword: string): [string, Record<string, unknown>][] {
  const found: [string, Record<string, unknown>][] = [];
  walkSchema(schema, (node, pointer) => {
    const value = node[keyword];
    if (typeof value === 'object' && value !== null) {
      found.push([pointer, value as Record<string, unknown>]);
    }
  });
  return found;
}

// SPEC section 2: the outage banner and the emergencies page; Decision 018: shown whenever sent.
const safetyContent = ['service-outage.schema.json', 'category-data-emergencies.schema.json'];

describe('soft limits in schemas/content/', () => {
  it.each(safetyContent)('%s leaves nothing out for being too long or too many', (file) => {
    const schema = schemas.get(file) ?? {};
    expect(nodesWith(schema, 'x-fit').filter(([, rules]) => 'maxItems' in rules)).toEqual([]);
  });

  it.each([...schemas.keys()])(
    '%s fits by pattern only addresses: https or a same-site path',
    (file) => {
      for (const [pointer, rules] of nodesWith(schemas.get(file) ?? {}, 'x-fit')) {
        if (!('pattern' in rules)) continue;
        const address = new RegExp(String(rules.pattern), 'u');
        expect([pointer, address.test('https://www.britishgas.co.uk/')]).toEqual([pointer, true]);
        expect([pointer, address.test('/help-and-support/meters')]).toEqual([pointer, true]);
        expect([pointer, address.test('//elsewhere.example/')]).toEqual([pointer, false]);
        expect([pointer, address.test('javascript:alert(1)')]).toEqual([pointer, false]);
      }
    },
  );

  it.each([...schemas.keys()])(
    '%s keeps lengths out of the shape: they are ours, not the specification’s',
    (file) => {
      const lengths: string[] = [];
      walkSchema(schemas.get(file), (node, pointer) => {
        if ('maxLength' in node) lengths.push(pointer);
      });
      expect(lengths).toEqual([]);
    },
  );
});

import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import schemaUri from './schema-uri.ts';

// The library the build replaces for rjsf (schema-uri-plugin.ts), loaded by Node's own
// resolution so no build step can hand back the stand-in.
const fastUri = createRequire(import.meta.url)('fast-uri') as typeof schemaUri;

/** [base, reference] pairs as rjsf meets them: a root schema's `$id` (or '#') and a `$ref`. */
const references: readonly (readonly [string, string])[] = [
  ['#', '#/definitions/address'],
  ['#', '#'],
  ['', '#/definitions/address'],
  ['#', 'https://schemas.example.test/address.json'],
  ['https://schemas.example.test/forms/meter-read.json', '#/definitions/reading'],
  ['https://schemas.example.test/forms/meter-read.json#old', '#/definitions/reading'],
  ['https://schemas.example.test/forms/meter-read.json', 'reading.json'],
  ['https://schemas.example.test/forms/meter-read.json', 'reading.json#/properties/gas'],
  ['https://schemas.example.test/forms/', '../shared/address.json'],
  ['https://SCHEMAS.example.test/forms/a.json', 'b.json'],
  ['urn:example:meter-read', '#/definitions/reading'],
  ['urn:example:meter-read', 'urn:example:reading'],
  ['forms/meter-read.json', 'reading.json#/x'],
  ['forms/meter-read.json', '../shared/address.json'],
  ['/forms/meter-read.json', 'reading.json'],
  ['forms/meter-read.json', '/shared/address.json'],
];

describe('schemaUri (the form renderer’s stand-in for fast-uri)', () => {
  it.each(references)('resolves %j against %j as fast-uri does', (base, ref) => {
    expect(schemaUri.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  const pairs: readonly (readonly [string, string])[] = [
    ['https://schemas.example.test/a.json', 'https://schemas.example.test/a.json'],
    ['https://SCHEMAS.example.test/a.json', 'https://schemas.example.test/a.json'],
    ['HTTPS://schemas.example.test/a.json', 'https://schemas.example.test/a.json'],
    ['https://schemas.example.test/%7Ea.json', 'https://schemas.example.test/~a.json'],
    ['https://schemas.example.test/a.json#', 'https://schemas.example.test/a.json'],
    ['https://schemas.example.test/a.json', 'https://schemas.example.test/b.json'],
    ['urn:example:a', 'urn:example:a'],
    ['urn:example:a', 'urn:example:b'],
    ['address.json', 'address.json'],
    ['address.json', 'reading.json'],
  ];
  it.each(pairs)('compares %j and %j as fast-uri does', (first, second) => {
    expect(schemaUri.equal(first, second)).toBe(fastUri.equal(first, second));
  });

  it('gives the reference back when the base cannot be used, rather than throwing', () => {
    expect(schemaUri.resolve('urn:example:a', 'reading.json')).toBe('reading.json');
  });
});

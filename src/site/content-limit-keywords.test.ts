import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { limitKeywordsAsAnnotations, limitKeywordsAsRules } from './content-limit-keywords.ts';

const annotations = new Ajv({ strict: true, keywords: limitKeywordsAsAnnotations() });
const rules = new Ajv({
  strict: true,
  strictTypes: false,
  allErrors: true,
  keywords: limitKeywordsAsRules(),
});

describe('the soft-limit keywords x-advisory and x-fit', () => {
  it.each([
    [{ 'x-advisory': { maxLength: 1000 } }],
    [{ 'x-advisory': { maxItems: 6, maxLength: 10 } }],
    [{ 'x-fit': { maxItems: 6 } }],
    [{ 'x-fit': { pattern: '^https://' } }],
  ])('accept %j', (schema) => {
    expect(() => annotations.compile(schema)).not.toThrow();
    expect(() => rules.compile(schema)).not.toThrow();
  });

  it.each<[object, string]>([
    [{ 'x-advisory': { maxLenght: 1000 } }, 'a misspelt rule'],
    [{ 'x-advisory': { pattern: '^https://' } }, 'an address rule, which needs fitting'],
    [{ 'x-fit': { maxLength: 10 } }, 'a length, which is only advised'],
    [{ 'x-fit': { maxItems: -1 } }, 'a negative count'],
    [{ 'x-advisory': {} }, 'no rule at all'],
  ])('refuse %j (%s)', (schema) => {
    expect(() => annotations.compile(schema)).toThrow(
      /keyword "x-(advisory|fit)" value is invalid/,
    );
  });

  it('are only read in the shape check, and checked in the limits check', () => {
    const schema = { type: 'string', 'x-advisory': { maxLength: 3 } };
    expect(annotations.compile(schema)('too long')).toBe(true);
    const limits = rules.compile(schema);
    expect(limits('too long')).toBe(false);
    expect(limits.errors).toContainEqual(
      expect.objectContaining({ schemaPath: '#/x-advisory/maxLength', keyword: 'maxLength' }),
    );
  });
});

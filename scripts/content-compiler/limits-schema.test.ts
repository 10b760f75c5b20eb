import { describe, expect, it } from 'vitest';
import { limitsSchemaOf } from './limits-schema.ts';

describe('limitsSchemaOf', () => {
  it('keeps only the soft limits and the way to them', () => {
    expect(
      limitsSchemaOf({
        $id: 'https://example.test/a.schema.json',
        type: 'object',
        required: ['title', 'links'],
        properties: {
          title: { type: 'string', minLength: 1, 'x-advisory': { maxLength: 120 } },
          flag: { type: 'boolean' },
          links: {
            type: 'array',
            minItems: 1,
            'x-fit': { maxItems: 6 },
            items: { $ref: '#/definitions/link' },
          },
        },
        definitions: {
          link: { type: 'string', 'x-fit': { pattern: '^https://' } },
          plain: { type: 'string' },
        },
      }),
    ).toEqual({
      $id: 'https://example.test/a.schema.json',
      properties: {
        title: { 'x-advisory': { maxLength: 120 } },
        links: { 'x-fit': { maxItems: 6 }, items: { $ref: '#/definitions/link' } },
      },
      definitions: { link: { 'x-fit': { pattern: '^https://' } }, plain: {} },
    });
  });

  it('turns alternatives into allOf: each limit applies only to values of its type', () => {
    expect(
      limitsSchemaOf({
        oneOf: [
          { type: 'null' },
          { type: 'object', properties: { text: { 'x-advisory': { maxLength: 300 } } } },
        ],
      }),
    ).toEqual({ allOf: [{ properties: { text: { 'x-advisory': { maxLength: 300 } } } }] });
  });

  it('refuses a limit hanging on a condition, and one that is both advisory and fitted', () => {
    expect(() =>
      limitsSchemaOf({ if: { type: 'string' }, then: { 'x-advisory': { maxLength: 3 } } }),
    ).toThrow(/under "then"/);
    expect(() =>
      limitsSchemaOf({ 'x-advisory': { maxItems: 3 }, 'x-fit': { maxItems: 4 } }),
    ).toThrow(/both x-advisory and x-fit/);
  });
});

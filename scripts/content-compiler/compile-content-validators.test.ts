import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileContentValidators,
  readContentSchemas,
  validatorNameOf,
} from './compile-content-validators.ts';
import { stripAnnotations } from './strip-annotations.ts';

const schemas = readContentSchemas(path.resolve('schemas/content'));

describe('compiling the content validators', () => {
  const modules = compileContentValidators(schemas);

  it('gives every content schema an ES module for its shape and one for its soft limits', () => {
    expect(modules.map((m) => m.baseName)).toEqual(
      [...schemas.keys()].flatMap((name) => {
        const base = name.replace('.schema.json', '');
        return [base, `${base}-limits`];
      }),
    );
    for (const m of modules) {
      expect(m.js).toContain(`export const ${m.validatorName} =`);
      expect(m.dts).toContain(`export declare const ${m.validatorName}: ContentValidateFunction;`);
    }
  });

  // Callers import one module for both; the bundler keeps them in one chunk.
  it('re-exports the limits validator from the shape module', () => {
    const outage = modules.find((m) => m.baseName === 'service-outage');
    expect(outage?.js).toContain(
      "export { validateServiceOutageLimits } from './service-outage-limits.js';",
    );
    expect(outage?.dts).toContain(
      'export declare const validateServiceOutageLimits: ContentValidateFunction;',
    );
  });

  // Decision 018: lengths and counts we chose are not part of the shape the page needs.
  it('leaves the soft limits out of the shape validators and checks them in the limits ones', () => {
    const shape = modules.find((m) => m.baseName === 'service-outage');
    const limits = modules.find((m) => m.baseName === 'service-outage-limits');
    expect(shape?.js).not.toMatch(/maxLength|x-advisory/);
    expect(limits?.js).toContain('#/properties/message/x-advisory/maxLength');
  });

  // The browser's strict CSP allows no eval, and the bundle must be plain ESM.
  it('leaves no require(), eval or new Function in the generated code', () => {
    for (const m of modules) {
      expect(m.js).not.toMatch(/\brequire\s*\(|\beval\s*\(|new Function/);
    }
  });

  it('names validators after their schema files', () => {
    expect(validatorNameOf('category-data-new-landing.schema.json')).toBe(
      'validateCategoryDataNewLanding',
    );
    expect(validatorNameOf('service-outage.schema.json', 'limits')).toBe(
      'validateServiceOutageLimits',
    );
  });
});

describe('stripAnnotations', () => {
  it('drops titles, descriptions and soft limits but keeps properties that are called that', () => {
    const stripped = stripAnnotations({
      title: 'T',
      description: 'D',
      type: 'object',
      properties: {
        description: { type: 'string', description: 'words', 'x-advisory': { maxLength: 9 } },
      },
      allOf: [{ $comment: 'c', required: ['description'] }],
    });
    expect(stripped).toEqual({
      type: 'object',
      properties: { description: { type: 'string' } },
      allOf: [{ required: ['description'] }],
    });
  });
});

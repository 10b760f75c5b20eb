import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileContentValidators,
  readContentSchemas,
  validatorNameOf,
} from './compile-content-validators';
import { stripAnnotations } from './strip-annotations';

const schemas = readContentSchemas(path.resolve('schemas/content'));

describe('compiling the content validators', () => {
  const modules = compileContentValidators(schemas);

  it('gives every content schema its own ES module with one named validator', () => {
    expect(modules.map((m) => m.baseName)).toEqual(
      [...schemas.keys()].map((name) => name.replace('.schema.json', '')),
    );
    for (const m of modules) {
      expect(m.js).toContain(`export const ${m.validatorName} =`);
      expect(m.dts).toContain(`export declare const ${m.validatorName}: ContentValidateFunction;`);
    }
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
  });
});

describe('stripAnnotations', () => {
  it('drops titles and descriptions but keeps properties that are called that', () => {
    const stripped = stripAnnotations({
      title: 'T',
      description: 'D',
      type: 'object',
      properties: { description: { type: 'string', description: 'words' } },
      allOf: [{ $comment: 'c', required: ['description'] }],
    });
    expect(stripped).toEqual({
      type: 'object',
      properties: { description: { type: 'string' } },
      allOf: [{ required: ['description'] }],
    });
  });
});

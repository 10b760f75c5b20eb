import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerShapeHash } from '../../src/schema-forms/answer-shape-hash.ts';
import { schemaHashes } from '../../src/schema-forms/compiled/schema-hashes.js';
import { formIds, importCompiledForm } from '../../src/schema-forms/form-registry.ts';
import { standaloneToEsm } from './standalone-to-esm.ts';
import { shippedSchemaOf } from './compile-form.ts';
import type { SchemaNode } from '../../src/schema-forms/walk-schema.ts';

const compiledFolder = path.join(process.cwd(), 'src/schema-forms/compiled');
const modules = readdirSync(compiledFolder).filter((file) => file.endsWith('.js'));

describe('compiled form validators', () => {
  it('exist for every form of the registry, each with its whole-form check, beside the table of schema hashes', () => {
    expect(modules.sort()).toEqual(
      [...formIds.flatMap((id) => [`${id}.js`, `${id}.checks.js`]), 'schema-hashes.js'].sort(),
    );
  });

  // Drafts are versioned by these hashes; a stale table would keep drafts of an older form.
  it.each(formIds)("%s's schema hash is that of the schema in its folder", (formId) => {
    const schema = JSON.parse(
      readFileSync(
        path.join(process.cwd(), 'schemas/forms', formId, `${formId}.schema.json`),
        'utf8',
      ),
    ) as SchemaNode;
    expect(schemaHashes[formId]).toBe(answerShapeHash(schema));
  });

  // The site must work under a Content-Security-Policy without 'unsafe-eval'.
  it.each(modules)(
    '%s has no eval, no new Function and no require: plain ES module code',
    (file) => {
      const code = readFileSync(path.join(compiledFolder, file), 'utf8');
      expect(code).not.toMatch(/\beval\s*\(/);
      expect(code).not.toMatch(/new\s+Function|\bFunction\s*\(/);
      expect(code).not.toMatch(/\brequire\s*\(/);
      expect(code).not.toMatch(/module\.exports|^exports/m);
    },
  );

  it.each(formIds)(
    '%s carries the schema of its folder without what only editors read, and its UI schema',
    async (formId) => {
      const folder = path.join(process.cwd(), 'schemas/forms', formId);
      const read = (kind: string) =>
        JSON.parse(readFileSync(path.join(folder, `${formId}.${kind}.json`), 'utf8')) as unknown;
      const compiled = await importCompiledForm(formId);
      expect(compiled.schema).toEqual(shippedSchemaOf(read('schema')));
      expect(JSON.stringify(compiled.schema)).not.toMatch(/"(\$comment|x-lead|x-lead-schema)"/);
      expect(compiled.uiSchema).toEqual(read('ui'));
      expect(Object.keys(compiled.validateFns).length).toBeGreaterThan(0);
    },
  );
});

describe('standaloneToEsm', () => {
  it('turns exports into one table and requires into imports', () => {
    const parts = standaloneToEsm(
      [
        '"use strict";',
        'exports["-1a"] = validate10;',
        'const func1 = require("ajv/dist/runtime/ucs2length").default;',
        'const func2 = require("../../src/schema-forms/validation/checks/meter-reading.ts")["isMeterReading"];',
        'function validate10(data) { return func1(data) < 3 && func2(data); }',
        'exports.abc = validate11;',
        'function validate11() { return true; }',
      ].join('\n'),
    );
    expect(parts.validateFnsTable).toBe('{\n  "-1a": validate10,\n  "abc": validate11,\n}');
    expect(parts.imports).toContain(
      'import * as runtimeModule0Namespace from "ajv/dist/runtime/ucs2length.js";',
    );
    expect(parts.imports).toContain(
      'import * as runtimeModule1Namespace from "../../src/schema-forms/validation/checks/meter-reading.ts";',
    );
    expect(parts.body).toContain('const func1 = runtimeModule0.default;');
    expect(parts.body).not.toContain('require');
  });

  it('refuses CommonJS it does not know how to turn into ESM', () => {
    expect(() => standaloneToEsm('"use strict";\nmodule.exports = validate10;')).toThrow(
      /CommonJS/,
    );
  });
});

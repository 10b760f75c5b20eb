import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFormEngine } from './form-engine.ts';
import { importCompiledForm } from './form-registry.ts';

const compiledFolder = path.join(process.cwd(), 'src/schema-forms/compiled');

// Decision 051: a form step downloads what showing its form needs; the whole form's check, with
// the rules it calls, comes once the customer starts on the form.
describe("a site form's whole-form check", () => {
  it('is not in the module that shows the form, nor are the rules it calls', () => {
    const form = readFileSync(path.join(compiledFolder, 'meter-read.js'), 'utf8');
    expect(form).not.toMatch(/^import /m);
    expect(form).not.toContain('isMeterReading');
    const checks = readFileSync(path.join(compiledFolder, 'meter-read.checks.js'), 'utf8');
    expect(checks).toContain('validation/checks/meter-reading');
  });

  it('loads with prepareValidation, and only then does the form check answers', async () => {
    // Each test file has fresh modules: nothing has loaded this form's check yet.
    const compiled = await importCompiledForm('complaint-query');
    expect(compiled.checksLoaded?.()).toBe(false);
    const engine = createFormEngine(compiled);
    expect(engine.validationReady()).toBe(false);
    expect(() => engine.validate({})).toThrow(/before its checks loaded/);
    await engine.prepareValidation();
    expect(engine.validationReady()).toBe(true);
    expect(engine.validate({}).map((error) => error.pointer)).toContain('/subject');
  });
});

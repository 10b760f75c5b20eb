import { describe, expect, it } from 'vitest';
import { compileSiteFormModules } from './compile-form.ts';
import path from 'node:path';
import { readFormSource } from './form-sources.ts';

describe("a site form's modules", () => {
  const source = readFormSource(process.cwd(), 'feedback-details');
  const withFirstField = (keyword: string, value: unknown) => {
    const schema = structuredClone(source.schema) as { properties: Record<string, object> };
    const [name, field] = Object.entries(schema.properties)[0] ?? [];
    if (!name || !field) throw new Error('the form has no field');
    schema.properties[name] = { ...field, [keyword]: value };
    return { ...source, schema };
  };

  it('ship the schema without what only editors read', () => {
    const { form } = compileSiteFormModules(source, 'feedback-details.checks.js');
    expect(form).not.toMatch(/"(\$comment|x-lead|x-lead-schema)"/);
    expect(form).toContain('leadPlacements');
  });

  // rjsf's isValid reads only whether answers fit; the whole form's check says what is wrong.
  it('compile what the form tests as it renders to stop at the first error, undescribed', () => {
    const meterRead = readFormSource(process.cwd(), 'meter-read');
    const { form, checks } = compileSiteFormModules(meterRead, 'meter-read.checks.js');
    expect(form).toMatch(/function validate\d+/);
    expect(form).not.toMatch(/message:|parentSchema:/);
    expect(checks).toMatch(/message:/);
  });

  // Left out of what ships, the editors' keywords are still checked in the schema as written.
  it('refuse a lead destination that is not one, though it does not ship', () => {
    expect(() =>
      compileSiteFormModules(withFirstField('x-lead', { to: 'nowhere' }), 'x.checks.js'),
    ).toThrow(/x-lead/);
  });

  it('refuse a misspelt keyword', () => {
    expect(() => compileSiteFormModules(withFirstField('maxLenght', 3), 'x.checks.js')).toThrow(
      /maxLenght/,
    );
  });

  // The test journey's checkboxes question (tests/fixtures/journeys/): a list of unique choices,
  // at least one, checked by generated code alone, as every other rule is.
  it('check a checkboxes question without eval: its items, each once, at least one', () => {
    const folder = path.join(
      process.cwd(),
      'tests/fixtures/journeys/boiler-cover-question/forms/boiler-cover-question',
    );
    const fixture = readFormSource(process.cwd(), 'boiler-cover-question', folder);
    const { form, checks } = compileSiteFormModules(fixture, 'boiler-cover-question.checks.js');
    for (const code of [form, checks]) {
      expect(code).not.toMatch(/\beval\s*\(|new\s+Function|\bFunction\s*\(/);
    }
    for (const keyword of ['minItems', 'uniqueItems', 'oneOf']) {
      expect(checks).toContain(`keyword:"${keyword}"`);
    }
  });
});

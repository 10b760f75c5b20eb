import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { formDataDeclaration, formDataTypeName } from './form-data-types.ts';
import { writeFormDataType } from './write-compiled-forms.ts';
import { writeFormRegistry } from './write-form-registry.ts';

const root = process.cwd();
const readSchema = (folder: string, formId: string) =>
  JSON.parse(
    readFileSync(path.join(folder, 'schemas/forms', formId, `${formId}.schema.json`), 'utf8'),
  ) as Record<string, unknown>;

describe('form data types', () => {
  it('are named after the form folder, never after a title an editor may reword', () => {
    expect(formDataTypeName('meter-read')).toBe('MeterReadData');
    expect(formDataTypeName('energy-customer-type')).toBe('EnergyCustomerTypeData');
  });

  // json-schema-to-typescript alone stops on "phoneNumber": ["GB", "IE"] and drops branch fields.
  it('type every field of the meter-read form, branch fields optional, choices as unions', async () => {
    const declaration = await formDataDeclaration('meter-read', readSchema(root, 'meter-read'));
    expect(declaration).toContain('export interface MeterReadData {');
    expect(declaration).toMatch(/^fuel: \("Dual" \| "Gas" \| "Electricity"\)$/m);
    expect(declaration).toMatch(/^telephone: string$/m);
    for (const field of ['gas_reading', 'elec_reading', 'elec7_reading_low', 'title']) {
      expect(declaration).toMatch(new RegExp(`^${field}\\?: string$`, 'm'));
    }
    expect(declaration).toMatch(/^is_economy_7_radio\?: \("Yes" \| "No"\)$/m);
    expect(declaration).not.toContain('WhichMeterReadings');
  });
});

/**
 * Type-checks the real meter-read mapper against the types generated from a copy of the
 * schemas, the way `npm run typecheck` would after `forms:compile` (the copy's generated
 * declaration stands in for the project's, in memory, so the project is never touched).
 */
function mapperDiagnostics(generatedDataType: string): string[] {
  const configFile = ts.readConfigFile(
    path.join(root, 'tsconfig.json'),
    ts.sys.readFile.bind(ts.sys),
  );
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const generatedFile = path.join(root, 'src/schema-forms/compiled/meter-read.data.d.ts');
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) =>
    path.resolve(file) === generatedFile ? generatedDataType : readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    path.resolve(file) === generatedFile
      ? ts.createSourceFile(file, generatedDataType, language)
      : getSourceFile(file, language, ...rest);
  const mapper = path.join(root, 'src/features/meter-read/map-meter-read-to-lead.ts');
  const program = ts.createProgram([mapper], { ...options, types: [] }, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (diagnostic) =>
        `${diagnostic.file ? path.relative(root, diagnostic.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`,
    );
}

describe('a mapper that reads a field the schema no longer has', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'form-data-types-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('fails the type check, naming the field, once the types are generated again', async () => {
    cpSync(path.join(root, 'schemas'), path.join(copy, 'schemas'), { recursive: true });
    const generated = path.join(copy, 'src/schema-forms/compiled/meter-read.data.d.ts');

    await writeFormDataType(copy, 'meter-read');
    expect(mapperDiagnostics(readFileSync(generated, 'utf8'))).toEqual([]);

    // An editor removes the fuel question, which the mapper reads to name the fuel in the lead.
    const schema = readSchema(copy, 'meter-read') as {
      properties: object;
      required: string[];
    };
    expect(schema.properties).toHaveProperty('fuel');
    Reflect.deleteProperty(schema.properties, 'fuel');
    schema.required = schema.required.filter((name) => name !== 'fuel');
    writeFileSync(
      path.join(copy, 'schemas/forms/meter-read/meter-read.schema.json'),
      JSON.stringify(schema, null, 2),
    );
    await writeFormDataType(copy, 'meter-read');

    const diagnostics = mapperDiagnostics(readFileSync(generated, 'utf8'));
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const diagnostic of diagnostics) {
      // The mapper, or the fuel's type it names (MeterReadFuel).
      expect(diagnostic).toMatch(
        /^src\/(features\/meter-read\/map-meter-read-to-lead|schema-forms\/form-data)\.ts: /,
      );
    }
    expect(diagnostics.join('\n')).toContain("Property 'fuel' does not exist");
  }, 60_000);
});

describe('a new form folder', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'form-registry-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is in the registry and typed by id with no code edit', async () => {
    cpSync(path.join(root, 'schemas'), path.join(copy, 'schemas'), { recursive: true });
    const folder = path.join(copy, 'schemas/forms/call-back');
    mkdirSync(folder);
    writeFileSync(
      path.join(folder, 'call-back.schema.json'),
      JSON.stringify({
        title: 'Ask us to call you back',
        type: 'object',
        required: ['telephone'],
        properties: { telephone: { type: 'string', phoneNumber: ['GB'] } },
      }),
    );
    writeFormRegistry(copy);
    await writeFormDataType(copy, 'call-back');
    const compiled = (file: string) =>
      readFileSync(path.join(copy, 'src/schema-forms/compiled', file), 'utf8');
    expect(compiled('form-loaders.ts')).toContain('"call-back": () => import("./call-back.js"),');
    expect(compiled('form-data.d.ts')).toContain('readonly "call-back": CallBackData;');
    expect(compiled('call-back.data.d.ts')).toMatch(
      /export interface CallBackData \{\s*telephone: string\s*\}/,
    );
  });
});

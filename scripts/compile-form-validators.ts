// Generates src/schema-forms/compiled/<form-id>.js from schemas/forms/<form-id>/ (all forms, or
// the ids given as arguments): precompiled ajv validators, so the browser never evaluates code,
// with the schema and UI schema they belong to; <form-id>.data.d.ts, the data type the schema
// describes (decision 023); and from the folder list the form registry and FormDataById; then
// the journeys declared in schemas/journeys/ (decision 055).
import { writePhoneMetadata } from './form-compiler/phone-metadata.ts';

const root = process.cwd();
try {
  // The phone check reads this metadata, so it is written before the compiler is loaded.
  writePhoneMetadata(root);
  const { writeCompiledForms } = await import('./form-compiler/write-compiled-forms.ts');
  const ids = await writeCompiledForms(root, process.argv.slice(2));
  // The journeys name forms: declared once every form is compiled (decision 055).
  const { writeDeclaredJourneys } = await import('./journeys/write-declared-journeys.ts');
  const { writeFixtureJourneys } = await import('./journeys/write-fixture-journeys.ts');
  writeDeclaredJourneys(root);
  writeFixtureJourneys(root);
  console.info(`Compiled ${ids.length} form validators: ${ids.join(', ')}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// `npm run schemas:check`: checks everything in schemas/ and content-fixtures/ and explains each
// problem in plain words (file, place in the file, what to do). Exits non-zero on any problem;
// content over a soft limit only gets a warning (decision 018).
import { writePhoneMetadata } from './form-compiler/phone-metadata.ts';
import { writeFormRegistry } from './form-compiler/write-form-registry.ts';

const root = process.cwd();
// The phone rule reads metadata generated from the schemas; make sure it is there and current.
writePhoneMetadata(root);
// The check compares the folders with the site's list of forms, generated from those folders.
writeFormRegistry(root);
// The example leads of the journeys declared as data are made by their mappers (decision 055);
// a declaration with mistakes is left out there, and its mistakes are named below.
const { writeDeclaredJourneys } = await import('./journeys/write-declared-journeys.ts');
writeDeclaredJourneys(root, { soundOnly: true });
const { createCheckContext } = await import('./schema-check/check-context.ts');
const { checkSchemaTree } = await import('./schema-check/check-schema-tree.ts');
const { readSchemaTree } = await import('./schema-check/schema-tree.ts');
const { reportProblems } = await import('./schema-check/report-problems.ts');
const { readJourneyDeclarations } = await import('./journeys/read-journey-declarations.ts');

process.exitCode = reportProblems([
  ...checkSchemaTree(readSchemaTree(root), createCheckContext(new Date())),
  // The journeys declared as data name forms, a lead variant and a mapper (decision 055).
  ...readJourneyDeclarations(root).problems,
]);

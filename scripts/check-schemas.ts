// `npm run schemas:check`: checks everything in schemas/ and content-fixtures/ and explains each
// problem in plain words (file, place in the file, what to do). Exits non-zero on any problem.
import { writePhoneMetadata } from '../src/schema-forms/build/phone-metadata';
import { formatProblem } from './schema-check/problems';

const root = process.cwd();
// The phone rule reads metadata generated from the schemas; make sure it is there and current.
writePhoneMetadata(root);
const { createCheckContext } = await import('./schema-check/check-context');
const { checkSchemaTree } = await import('./schema-check/check-schema-tree');
const { readSchemaTree } = await import('./schema-check/schema-tree');

const problems = checkSchemaTree(readSchemaTree(root), createCheckContext(new Date()));
if (problems.length > 0) {
  console.error(problems.map(formatProblem).join('\n\n'));
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in schemas/ or content-fixtures/.`,
  );
  process.exit(1);
}
console.info(
  'schemas/ and content-fixtures/ are sound: every schema, UI schema, example and fixture checked.',
);

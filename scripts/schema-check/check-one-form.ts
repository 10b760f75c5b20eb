import type { CheckContext } from './check-schema-tree.ts';
import { checkSchemaTree } from './check-schema-tree.ts';
import type { Problem } from './problems.ts';
import { readSchemaTree } from './schema-tree.ts';

/**
 * What `npm run schemas:check` says about one form's folder, read fresh from disk: the same
 * checks, against the lead schemas as saved, its example leads paired with the other forms of
 * their journeys, without the content fixtures (the forms preview asks this on every save, so
 * it must answer well within a second).
 */
export function checkOneForm(root: string, formId: string, context: CheckContext): Problem[] {
  const tree = readSchemaTree(root);
  const folder = `schemas/forms/${formId}/`;
  const problems = checkSchemaTree(
    {
      ...tree,
      forms: tree.forms.filter((form) => form.formId === formId),
      contentSchemas: [],
      contentFixtures: [],
      readProblems: tree.readProblems.filter((problem) => problem.file.startsWith(folder)),
    },
    { ...context, registeredFormIds: context.registeredFormIds.filter((id) => id === formId) },
    tree.forms,
  );
  return problems.filter(
    (problem) => problem.file.startsWith(folder) && problem.severity !== 'warning',
  );
}

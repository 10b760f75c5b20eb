import type { CheckContext } from './check-schema-tree.ts';
import { checkSchemaTree } from './check-schema-tree.ts';
import type { Problem } from './problems.ts';
import { readSchemaTree, type SchemaTree } from './schema-tree.ts';

/**
 * What `npm run schemas:check` says about some forms' folders of a tree: the same checks,
 * against the tree's lead schemas, their example leads paired with the other forms of their
 * journeys, without the content fixtures (the forms preview and the forms studio ask this on
 * every save or edit, so it must answer well within a second).
 */
export function checkFormsOfTree(
  tree: SchemaTree,
  formIds: readonly string[],
  context: CheckContext,
): Problem[] {
  const folders = formIds.map((formId) => `schemas/forms/${formId}/`);
  const inFolders = (file: string) => folders.some((folder) => file.startsWith(folder));
  const problems = checkSchemaTree(
    {
      ...tree,
      forms: tree.forms.filter((form) => formIds.includes(form.formId)),
      contentSchemas: [],
      contentFixtures: [],
      readProblems: tree.readProblems.filter((problem) => inFolders(problem.file)),
    },
    {
      ...context,
      registeredFormIds: context.registeredFormIds.filter((id) => formIds.includes(id)),
    },
    tree.forms,
  );
  return problems.filter((problem) => inFolders(problem.file) && problem.severity !== 'warning');
}

/** What `npm run schemas:check` says about one form's folder, read fresh from disk. */
export function checkOneForm(root: string, formId: string, context: CheckContext): Problem[] {
  return checkFormsOfTree(readSchemaTree(root), [formId], context);
}

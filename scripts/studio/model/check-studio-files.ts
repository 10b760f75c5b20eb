import { createCheckContext } from '../../schema-check/check-context.ts';
import { checkFormsOfTree } from '../../schema-check/check-one-form.ts';
import { checkSchemaTree } from '../../schema-check/check-schema-tree.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { schemaTreeOf } from '../../schema-check/schema-tree.ts';
import type { StudioFiles } from './studio-operations.ts';

export type { Problem };

/**
 * What `npm run schemas:check` says about the studio's files in memory: the same implementation
 * (checkSchemaTree on a tree built by schemaTreeOf, the function the check reads the disk with),
 * so an edit the studio lets through is one the check lets through. `forms` narrows it to some
 * forms (their folders' findings only, as the forms preview asks), which is faster.
 */
export function checkStudioFiles(
  files: StudioFiles,
  options: { readonly now?: Date; readonly forms?: readonly string[] } = {},
): Problem[] {
  const context = createCheckContext(options.now ?? new Date());
  const tree = schemaTreeOf(files);
  return options.forms
    ? checkFormsOfTree(tree, options.forms, context)
    : checkSchemaTree(tree, context);
}

import { createCheckContext } from '../../schema-check/check-context.ts';
import { checkFormsOfTree } from '../../schema-check/check-one-form.ts';
import { checkSchemaTree } from '../../schema-check/check-schema-tree.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { schemaTreeOf } from '../../schema-check/schema-tree.ts';
import { journeyDeclarationsInTexts } from '../../journeys/journey-declarations-in-texts.ts';
import { formIdsIn } from './studio-files.ts';
import type { StudioFiles } from './studio-operations.ts';

export type { Problem };

/**
 * What `npm run schemas:check` says about the studio's files in memory: the same implementation
 * (checkSchemaTree on a tree built by schemaTreeOf, the function the check reads the disk with,
 * and the journeys' declarations read as the check reads them), so an edit the studio lets
 * through is one the check lets through. `forms` narrows it to some forms (their folders'
 * findings only, as the forms preview asks), which is faster. A mapper a declaration names is
 * looked for under `root`.
 */
export function checkStudioFiles(
  files: StudioFiles,
  options: { readonly now?: Date; readonly forms?: readonly string[]; readonly root?: string } = {},
): Problem[] {
  // A form the studio adds is in the site's list of forms as the check will see it.
  const context = createCheckContext(options.now ?? new Date(), formIdsIn(files));
  const tree = schemaTreeOf(files);
  return options.forms
    ? checkFormsOfTree(tree, options.forms, context)
    : [
        ...checkSchemaTree(tree, context),
        ...journeyDeclarationsInTexts(files, options.root ?? process.cwd()).problems,
      ];
}

import { exampleHeadingId, examplesHeadingId } from './example-ids.ts';
import { settingControlId } from './finding-targets.ts';
import type { StudioOperation } from './studio-api-types.ts';
import { formPageHeadingIds, questionButtonId, questionHeadingId } from './form-page-ids.ts';

/** "Add a rule"'s choice of rule, in a question's panel. */
export const addRuleControlId = (field: string) => `${settingControlId(field, 'kind')}-add-rule`;

/**
 * Where focus goes once the page shows an edit made (GOV.UK's patterns: focus stays with the
 * thing changed, never on the page's body), first id present first: a moved question's move
 * button (or its other one, at the top or bottom), a renamed question's "Change" button, a new
 * rule's value, "Add a rule" after a rule is removed, the list's heading after a question is
 * removed, the page words' heading, an added or
 * changed example's heading (the examples' after one is removed), and otherwise the changed question's heading.
 */
export function focusAfterEdit(operations: readonly StudioOperation[]): readonly string[] {
  const last = operations.at(-1);
  if (!last) return [];
  switch (last.op) {
    case 'move-question': {
      const other = last.direction === 'up' ? 'down' : 'up';
      return [questionButtonId(last.field, last.direction), questionButtonId(last.field, other)];
    }
    case 'rename-question':
      return [questionButtonId(last.newName, 'edit')];
    case 'add-question':
      return [questionHeadingId(last.name)];
    case 'remove-question':
      return [formPageHeadingIds.questions];
    case 'add-rule':
      return [
        settingControlId(last.field, `rule-${last.rule.rule}`),
        questionHeadingId(last.field),
      ];
    case 'remove-rule':
      return [addRuleControlId(last.field), questionHeadingId(last.field)];
    case 'set-page-words':
      return [formPageHeadingIds.pageWords];
    case 'set-shared-message':
    case 'set-step-title':
    case 'set-journey-words':
    case 'add-step':
    case 'remove-step':
      // Edits of the journeys page, which places focus itself.
      return [];
    case 'add-example':
    case 'set-example':
      return [exampleHeadingId(last.name), examplesHeadingId];
    case 'remove-example':
      return [examplesHeadingId];
    default:
      return [questionHeadingId(last.field)];
  }
}

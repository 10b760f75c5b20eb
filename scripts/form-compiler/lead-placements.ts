import type { RJSFSchema } from '@rjsf/utils';
import type { AnswerTransform } from '../../src/lib/leads/answer-transforms.ts';
import type { LeadPlacement } from '../../src/lib/leads/declared-answers.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';

/**
 * The fields the generic step places (decision 022): those whose `x-lead` is a destination and
 * not placed by a typed mapper nor left unsent.
 */
export function leadPlacementsOf(schema: RJSFSchema): LeadPlacement[] {
  return fieldsOf(schema as SchemaNode).flatMap(({ path, schema: field }): LeadPlacement[] => {
    const declared = field['x-lead'];
    if (typeof declared === 'string') return [{ field: path, to: declared }];
    if (typeof declared !== 'object' || declared === null) return [];
    const { to, transform, placedBy } = declared as {
      to?: unknown;
      transform?: AnswerTransform[];
      placedBy?: unknown;
    };
    if (placedBy !== undefined || typeof to !== 'string') return [];
    return [{ field: path, to, ...(transform ? { transform } : {}) }];
  });
}

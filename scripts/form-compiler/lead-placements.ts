import type { RJSFSchema } from '@rjsf/utils';
import type { AnswerTransform } from '../../src/lib/leads/answer-transforms.ts';
import type { LeadPlacement } from '../../src/lib/leads/declared-answers.ts';
import { destinationOf } from '../../src/schema-forms/form-model/lead-destination.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';

/**
 * The fields the generic step places (decision 022): those whose `x-lead` is a destination and
 * not placed by a typed mapper nor left unsent.
 */
export function leadPlacementsOf(schema: RJSFSchema): LeadPlacement[] {
  return fieldsOf(schema as SchemaNode).flatMap(({ path, schema: field }): LeadPlacement[] => {
    // The schema check has refused any transform the registry does not know.
    const destination = destinationOf(field['x-lead']);
    if (destination?.kind !== 'generic') return [];
    const transform = destination.transform as readonly AnswerTransform[];
    return [{ field: path, to: destination.to, ...(transform.length > 0 ? { transform } : {}) }];
  });
}

import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { destinationOf } from '../../src/schema-forms/form-model/lead-destination.ts';

/** One question that sends its answer to a place of a lead. */
export interface LeadWriter {
  /** The place, a pointer under the lead's attributes. */
  readonly to: string;
  readonly formId: string;
  /** The question's name (a dotted path for one inside another). */
  readonly field: string;
  readonly label: string;
  /** Where the question's `x-lead` is in its schema file. */
  readonly pointer: string;
  /** Whether the site's code places it (`"placedBy": "mapper"`) rather than `x-lead` alone. */
  readonly byCode: boolean;
}

/**
 * Every place of a lead the forms sending it write, and by which question: the studio refuses a
 * new answer's name one of them already carries, and the check names two forms writing one place
 * (decision 057).
 */
export function leadWritersOf(
  forms: readonly { readonly formId: string; readonly schema: SchemaNode | undefined }[],
  leadSchema: string,
): LeadWriter[] {
  return forms.flatMap(({ formId, schema }) => {
    if (schema?.['x-lead-schema'] !== leadSchema) return [];
    return fieldsOf(schema).flatMap((field) => {
      const destination = destinationOf(field.schema['x-lead']);
      if (!destination || destination.kind === 'not-sent' || destination.to === undefined)
        return [];
      const label = typeof field.schema.title === 'string' ? field.schema.title : field.path;
      return [
        {
          to: destination.to,
          formId,
          field: field.path,
          label,
          pointer: `${field.pointer}/x-lead`,
          byCode: destination.kind === 'mapper',
        },
      ];
    });
  });
}

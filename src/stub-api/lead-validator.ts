import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readSchemaFolder } from './schema-files.ts';

/** What the stub says of a lead document. */
export type LeadVerdict =
  { readonly valid: true } | { readonly valid: false; readonly errors: readonly ErrorObject[] };

function topicOf(schema: Record<string, unknown>): string | undefined {
  const topic = (
    schema as {
      properties?: {
        data?: { properties?: { attributes?: { properties?: { topic?: { const?: unknown } } } } };
      };
    }
  ).properties?.data?.properties?.attributes?.properties?.topic?.const;
  return typeof topic === 'string' ? topic : undefined;
}

/**
 * Validates lead documents against schemas/leads/ (the API contract), choosing the variant by
 * its topic. Runs in node only (the stub), so runtime compilation is fine here.
 */
export function createLeadValidator(leadSchemasFolder: string): (document: unknown) => LeadVerdict {
  return leadValidatorOf(readSchemaFolder(leadSchemasFolder));
}

/**
 * The same validator for lead schemas already read (the schema check reads them once, and its
 * tests plant mistakes in copies). Throws when they do not compile.
 */
export function leadValidatorOf(
  schemas: readonly Record<string, unknown>[],
): (document: unknown) => LeadVerdict {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  const byTopic = new Map<string, ValidateFunction>();
  for (const schema of schemas) ajv.addSchema(schema);
  for (const schema of schemas) {
    const topic = topicOf(schema);
    if (topic) byTopic.set(topic, ajv.getSchema(String(schema.$id)) as ValidateFunction);
  }
  return (document) => {
    const topic = (document as { data?: { attributes?: { topic?: unknown } } } | null)?.data
      ?.attributes?.topic;
    const validate = typeof topic === 'string' ? byTopic.get(topic) : undefined;
    if (!validate) {
      return {
        valid: false,
        errors: [
          {
            instancePath: '/data/attributes/topic',
            schemaPath: '#/topic',
            keyword: 'enum',
            params: { allowedValues: [...byTopic.keys()] },
            message: `must be one of ${[...byTopic.keys()].join(', ')}`,
          },
        ],
      };
    }
    return validate(document) ? { valid: true } : { valid: false, errors: validate.errors ?? [] };
  };
}

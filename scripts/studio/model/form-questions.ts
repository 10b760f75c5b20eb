import type { JSONPath } from 'jsonc-parser';
import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { pathOfPointer } from './json-text.ts';
import { editableRuleNames } from '../../../src/schema-forms/form-model/form-rules.ts';
import type { StudioRule } from './studio-operations.ts';

/**
 * A form's questions as the studio sees them: the properties of its schema, wherever a branch
 * declares them (the conditional questions too), with the kind of answer each takes.
 */

/** A question of a form, found in its parsed schema. */
export interface QuestionPlace {
  readonly name: string;
  readonly schema: SchemaNode;
  /** Where its schema is in the schema file. */
  readonly path: JSONPath;
  /** The schema object whose `properties` declares it (and whose `required` lists it). */
  readonly parentPath: JSONPath;
  readonly required: boolean;
  /** Whether it is asked only for some answers (declared in a then or else branch). */
  readonly conditional: boolean;
}

/** The top-level questions of a schema, in the order the schema declares them. */
export function questionsOf(schema: SchemaNode): QuestionPlace[] {
  return fieldsOf(schema)
    .filter((field) => !field.path.includes('.'))
    .map((field) => {
      const path = pathOfPointer(schema, pointerSegments(field.pointer));
      return {
        name: field.path,
        schema: field.schema,
        path,
        parentPath: path.slice(0, -2),
        required: field.required,
        conditional: path.includes('then') || path.includes('else'),
      };
    });
}

/** A question's studio rules with their values, as written in its schema. */
export function rulesOf(schema: SchemaNode): StudioRule[] {
  return editableRuleNames.flatMap((rule): StudioRule[] => {
    const value = schema[rule];
    if (value === undefined) return [];
    if (rule === 'customerNumber' || rule === 'meterReading') return [{ rule }];
    if (rule === 'pattern') return typeof value === 'string' ? [{ rule, value }] : [];
    if (rule === 'phoneNumber')
      return [{ rule, value: Array.isArray(value) ? value.map(String) : [] }];
    return typeof value === 'number' ? [{ rule, value }] : [];
  });
}

/** The value a rule is written with in a schema. */
export function ruleValue(rule: StudioRule): unknown {
  if (rule.rule === 'customerNumber' || rule.rule === 'meterReading') return true;
  return rule.value;
}

/** The error messages of a question, by rule. */
export function messagesOf(schema: SchemaNode): Record<string, string> {
  const messages = schema['x-errorMessages'];
  return isSchemaNode(messages)
    ? Object.fromEntries(
        Object.entries(messages).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      )
    : {};
}

import type { Problem } from './problems.ts';
import { fieldsOf, walkSchema, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { isBlank } from './question-faults.ts';
import { isSchemaNode } from './schema-tree.ts';

/** JSON Schema draft-07's own keywords. */
const draft07Keywords = new Set([
  '$schema',
  '$id',
  '$ref',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'readOnly',
  'writeOnly',
  'type',
  'enum',
  'const',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxProperties',
  'minProperties',
  'required',
  'properties',
  'patternProperties',
  'additionalProperties',
  'dependencies',
  'propertyNames',
  'if',
  'then',
  'else',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'format',
  'contentMediaType',
  'contentEncoding',
  'definitions',
]);

/** Rules a customer's answer can break, each needing a message in x-errorMessages. */
const standardRules = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'oneOf',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
];

/** What the form check needs to know of our own vocabulary. */
export interface FormVocabulary {
  /** Custom keywords (customerNumber...), x-errorMessages included. */
  readonly keywords: readonly string[];
  readonly formats: readonly string[];
}

const messagesKeyword = 'x-errorMessages';

/** Unknown words, formats, dialect, and a label and a message for every rule of every field. */
export function checkFormSchema(
  file: string,
  schema: SchemaNode,
  vocabulary: FormVocabulary,
  hiddenFields: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const known = new Set([...draft07Keywords, ...vocabulary.keywords]);
  if (schema.$schema !== 'http://json-schema.org/draft-07/schema#') {
    problems.push({
      file,
      pointer: '/$schema',
      message: 'Every form schema is written in JSON Schema draft-07.',
      fix: 'Set "$schema" to "http://json-schema.org/draft-07/schema#".',
      facts: { kind: 'form-dialect' },
    });
  }
  if ('title' in schema && isBlank(schema.title)) {
    problems.push({
      file,
      pointer: '/title',
      message: "The page's title is empty, so the customer would not know what the page asks.",
      fix: 'Write the title the page shows, or remove "title".',
      facts: { kind: 'page-words-empty', words: 'title' },
    });
  }
  walkSchema(schema, (node, pointer) => {
    for (const keyword of Object.keys(node)) {
      if (!known.has(keyword)) {
        problems.push({
          file,
          pointer: `${pointer}/${keyword}`,
          message: `"${keyword}" is not a word form schemas understand, so it would be ignored.`,
          fix: `Check its spelling. Our own words are: ${vocabulary.keywords.join(', ')}.`,
          facts: { kind: 'word-unknown', word: keyword },
        });
      }
    }
    if (typeof node.format === 'string' && !vocabulary.formats.includes(node.format)) {
      problems.push({
        file,
        pointer: `${pointer}/format`,
        message: `The format "${node.format}" is not one we know.`,
        fix: `Use one of: ${vocabulary.formats.join(', ')}.`,
        facts: { kind: 'format-unknown', format: node.format },
      });
    }
  });
  const customRules = vocabulary.keywords.filter((keyword) => !keyword.startsWith('x-'));
  // A question may be required by a branch or a dependency that does not declare it: its
  // "required" message is for that.
  const requiredNames = new Set<string>();
  walkSchema(schema, (node) => {
    const lists = [
      node.required,
      ...Object.values(isSchemaNode(node.dependencies) ? node.dependencies : {}),
    ];
    for (const list of lists)
      if (Array.isArray(list)) list.forEach((name) => requiredNames.add(String(name)));
  });
  if (!fieldsOf(schema).some((field) => !field.path.includes('.'))) {
    problems.push({
      file,
      pointer: '/properties',
      message: 'The form asks no question, so the customer would have nothing to answer.',
      fix: 'Add the questions under "properties", or ask a developer to take the step out.',
      facts: { kind: 'form-no-questions' },
    });
  }
  for (const field of fieldsOf(schema)) {
    const name = field.path.split('.').pop() ?? field.path;
    const top = !field.path.includes('.');
    if (hiddenFields.has(field.path)) continue;
    if (top && isBlank(field.schema.title)) {
      problems.push({
        file,
        pointer: field.pointer,
        message: `The field "${field.path}" has no label, so the customer would not know what to enter.`,
        fix: 'Add a "title" with the question or label the customer reads.',
        facts: { kind: 'label-missing' },
      });
    }
    const rules = [
      ...(field.required ? ['required'] : []),
      ...[...standardRules, ...customRules].filter((rule) => rule in field.schema),
    ];
    const messages = (field.schema[messagesKeyword] ?? {}) as Record<string, unknown>;
    for (const rule of rules) {
      if (typeof messages[rule] !== 'string') {
        problems.push({
          file,
          pointer: field.pointer,
          message: `The field "${field.path}" can fail the rule "${rule}" but has no message for it.`,
          fix: `Add "${rule}": "<what the customer reads>" to its "${messagesKeyword}".`,
          facts: { kind: 'message-missing', rule },
        });
      }
    }
    for (const rule of Object.keys(messages)) {
      const requiredElsewhere = rule === 'required' && requiredNames.has(name);
      if (!rules.includes(rule) && !requiredElsewhere) {
        problems.push({
          file,
          pointer: `${field.pointer}/${messagesKeyword}/${rule}`,
          message: `There is a message for "${rule}", but the field "${field.path}" has no such rule.`,
          fix: `Check the spelling of "${rule}", or remove the message. The field's rules are: ${rules.join(', ') || 'none'}.`,
          facts: { kind: 'message-unused', rule },
        });
      }
    }
  }
  return problems;
}

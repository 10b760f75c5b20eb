import { isJsonObject } from '../../src/lib/json/json-object.ts';
import { choiceListOf } from '../../src/schema-forms/form-model/form-choices.ts';
import { fieldsOf, walkSchema, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import { recentDatePlaceholder } from '../../src/schema-forms/recent-date.ts';
import type { FindingFacts } from './finding-facts.ts';
import type { Problem } from './problems.ts';
import { choiceFaults, isWholeCount } from './question-faults.ts';
import { recentDateOutsideADateField } from './placeholder-findings.ts';

/** Placeholders a message may hold, by the rules that can fill them (src/schema-forms/validation/form-errors.ts). */
const limitRules = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
];
const placeholderRules: Readonly<Record<string, readonly string[]>> = {
  limit: limitRules,
  over: ['maxLength'],
  count: ['minLength', 'maxLength'],
};

/** Pairs of rules where the first may not be above the second. */
const boundPairs = [
  ['minLength', 'maxLength', 'characters'],
  ['minimum', 'maximum', ''],
  ['minItems', 'maxItems', 'items'],
] as const;

const isRegExp = (pattern: string) => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

/**
 * Mistakes in a form schema's own rules and messages: rules that cannot both hold, a pattern
 * that is not a regular expression, defaults and choices that do not fit, required names with no
 * field, and messages that are empty or name a placeholder their rule cannot fill.
 */
export function checkFieldRules(file: string, schema: SchemaNode): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string, fix: string, facts: FindingFacts) =>
    problems.push({ file, pointer, message, fix, facts });
  const fieldNames = new Set(fieldsOf(schema).map((field) => field.path.split('.').pop()));
  walkSchema(schema, (node, pointer) => {
    for (const [low, high, unit] of boundPairs) {
      const min = node[low];
      const max = node[high];
      if (typeof min === 'number' && typeof max === 'number' && min > max) {
        add(
          `${pointer}/${low}`,
          `"${low}" is ${min} but "${high}" is ${max}, so no answer could ever pass.`,
          `Make "${low}" no more than "${high}".`,
          { kind: 'limits-cross', low, lowValue: min, high, highValue: max },
        );
      }
      for (const [rule, value] of [
        [low, min],
        [high, max],
      ] as const) {
        if (unit !== '' && typeof value === 'number' && !isWholeCount(value)) {
          add(
            `${pointer}/${rule}`,
            `"${rule}" is ${value}, but a number of ${unit} must be a whole number, 0 or more.`,
            `Set "${rule}" to a whole number of ${unit}.`,
            { kind: 'limit-not-whole', rule, value },
          );
        }
      }
    }
    if (typeof node.pattern === 'string' && !isRegExp(node.pattern)) {
      add(
        `${pointer}/pattern`,
        `The pattern ${JSON.stringify(node.pattern)} is not a valid regular expression, so the form could not check answers with it.`,
        'Check for an unclosed bracket or a backslash that is not doubled (write \\\\d for a digit).',
        { kind: 'pattern-invalid' },
      );
    }
    const list = choiceListOf(node);
    if (list) {
      const choices = list.values;
      const listed = choices.map((value) => ({ value, label: String(value) }));
      for (const fault of choiceFaults(listed)) {
        if (fault.fault !== 'choiceTwice') continue;
        add(
          `${pointer}/${list.keyword}/${fault.index}`,
          `The choice ${JSON.stringify(fault.value)} is listed twice, so the customer would see it twice.`,
          'Remove one of them.',
          { kind: 'choice-twice', choice: String(fault.value) },
        );
      }
      const seen = new Set(choices.map((choice) => JSON.stringify(choice)));
      if ('default' in node && !seen.has(JSON.stringify(node.default))) {
        add(
          `${pointer}/default`,
          `The default ${JSON.stringify(node.default)} is not one of the choices, so the form would start with an answer it refuses.`,
          `Use one of: ${choices.map((choice) => JSON.stringify(choice)).join(', ')}.`,
          { kind: 'default-not-choice' },
        );
      }
    }
    if (Array.isArray(node.required)) {
      node.required.forEach((name, index) => {
        if (!fieldNames.has(String(name))) {
          add(
            `${pointer}/required/${index}`,
            `"${String(name)}" is listed as required, but the form has no field of that name, so the form could never be sent.`,
            `Check the spelling against the form's fields, or remove it from "required".`,
            { kind: 'required-unknown', name: String(name) },
          );
        }
      });
    }
    const messages = node['x-errorMessages'];
    if (isJsonObject(messages)) {
      for (const [rule, message] of Object.entries(messages)) {
        const at = `${pointer}/x-errorMessages/${rule}`;
        if (typeof message !== 'string' || message.trim() === '') {
          add(
            at,
            `The message for "${rule}" is empty, so the customer would not know what went wrong.`,
            'Write what the customer should do, like "Enter your first name".',
            { kind: 'message-empty', rule },
          );
          continue;
        }
        for (const [, name = ''] of message.matchAll(/\{(\w*)\}/g)) {
          if (name === recentDatePlaceholder) {
            if (node.format !== 'date')
              add(at, ...recentDateOutsideADateField(`the message for "${rule}"`), {
                kind: 'recent-date-misplaced',
              });
            continue;
          }
          const rules = placeholderRules[name];
          if (!rules?.includes(rule)) {
            add(
              at,
              `The message for "${rule}" has the placeholder {${name}}, which that rule cannot fill, so the customer would read "{${name}}".`,
              rules
                ? `Use {${name}} only in messages for ${rules.join(', ')}; write the number in words here.`
                : 'Placeholders are {limit}, {over}, {count} and, on a date field, {recentDate}; write the words out instead.',
              { kind: 'placeholder-unfilled', rule, placeholder: `{${name}}` },
            );
          }
        }
      }
    }
  });
  return problems;
}

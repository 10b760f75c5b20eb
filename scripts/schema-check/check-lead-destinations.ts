import {
  isKnownTransform,
  namedTransforms,
  transformToText,
  typeAfterTransforms,
  type AnswerTransform,
  type AnswerType,
} from '../../src/lib/leads/answer-transforms.ts';
import { pointerSegments } from '../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import type { FindingFacts } from './finding-facts.ts';
import type { Problem } from './problems.ts';
import { answerPlacesOf } from '../../src/schema-forms/form-model/answer-places.ts';
import { destinationOf } from '../../src/schema-forms/form-model/lead-destination.ts';
import { isSchemaNode, type JsonFile } from './schema-tree.ts';

/** The schema a lead allows at `pointer` under `node`, or undefined when it allows nothing there. */
function allowedAt(node: unknown, parts: readonly string[]): unknown {
  const [name, ...rest] = parts;
  if (name === undefined) return node;
  if (!isSchemaNode(node)) return undefined;
  const properties = isSchemaNode(node.properties) ? node.properties : {};
  if (Object.hasOwn(properties, name)) {
    return properties[name] === false ? undefined : allowedAt(properties[name], rest);
  }
  const patterns = isSchemaNode(node.patternProperties) ? node.patternProperties : {};
  for (const [pattern, schema] of Object.entries(patterns)) {
    if (new RegExp(pattern, 'u').test(name)) return allowedAt(schema, rest);
  }
  if (node.additionalProperties === false) return undefined;
  return allowedAt(isSchemaNode(node.additionalProperties) ? node.additionalProperties : {}, rest);
}

/**
 * Whether a new answer may go at `parts`: a place the lead schema's naming rule opens
 * (patternProperties, or open additionalProperties), never one the spec fixes by name.
 */
function opensNewAnswerAt(attributes: unknown, parts: readonly string[]): boolean {
  const name = parts[parts.length - 1];
  const parent = allowedAt(attributes, parts.slice(0, -1));
  if (name === undefined || !isSchemaNode(parent)) return false;
  if (isSchemaNode(parent.properties) && Object.hasOwn(parent.properties, name)) return false;
  return allowedAt(parent, [name]) !== undefined;
}

/**
 * Whether an answer may go at `to` (decision 059: x-lead alone places an answer as given): a new
 * answer the naming rule opens, or a place the lead names and leaves open (answer-places.ts). A
 * value the place refuses is named by the check of the example leads.
 */
const takesAnswerAt = (attributes: unknown, to: string): boolean =>
  opensNewAnswerAt(attributes, pointerSegments(to)) || answerPlacesOf(attributes).includes(to);

/** The type of answer a field gives, as the transforms name types; undefined for any other. */
function answerTypeOf(field: SchemaNode): AnswerType | undefined {
  const { type } = field;
  if (type === 'integer') return 'number';
  return type === 'string' ||
    type === 'number' ||
    type === 'boolean' ||
    type === 'object' ||
    type === 'array'
    ? type
    : undefined;
}

const answerWords: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'yes or no (true or false)',
  object: 'a group of answers (an address is one)',
  array: 'a list of the choices ticked',
};

/** The types a lead place takes, from its schema's `type` (none: it does not say). */
function typesTaken(place: unknown): string[] {
  if (!isSchemaNode(place)) return [];
  return [place.type].flat().flatMap((type) => (typeof type === 'string' ? [type] : []));
}

const leadPart = (lead: SchemaNode, part: 'attributes' | 'relationships'): unknown => {
  const data = isSchemaNode(lead.properties) ? lead.properties.data : undefined;
  return isSchemaNode(data) && isSchemaNode(data.properties) ? data.properties[part] : undefined;
};

/**
 * Every field says where its answer goes (x-lead), into a lead that exists, at a place its lead
 * schema allows, no two fields at one place, through transforms we have.
 */
export function checkLeadDestinations(
  file: string,
  schema: SchemaNode,
  leadSchemas: readonly JsonFile[],
): Problem[] {
  const problems: Problem[] = [];
  const add = (pointer: string, message: string, fix: string, facts: FindingFacts) =>
    problems.push({ file, pointer, message, fix, facts });
  const leadName = schema['x-lead-schema'];
  const leadFile =
    typeof leadName === 'string'
      ? leadSchemas.find((entry) => entry.file === `schemas/leads/${leadName}`)
      : undefined;
  if (leadName !== undefined && !leadFile) {
    add(
      '/x-lead-schema',
      `"x-lead-schema" names "${String(leadName)}", which is not a lead in schemas/leads/.`,
      `Use one of: ${leadSchemas.map((entry) => entry.file.replace('schemas/leads/', '')).join(', ')}.`,
      { kind: 'lead-unknown', lead: String(leadName) },
    );
  }
  const lead = leadFile && isSchemaNode(leadFile.data) ? leadFile.data : undefined;
  /** Each place written so far: the field's path and label. */
  const written = new Map<string, { path: string; label: string }>();
  const declaredObjects: string[] = [];
  for (const field of fieldsOf(schema)) {
    const at = `${field.pointer}/x-lead`;
    if (declaredObjects.some((parent) => field.path.startsWith(`${parent}.`))) continue;
    const declared = field.schema['x-lead'];
    if (declared === undefined) {
      add(
        field.pointer,
        `The field "${field.path}" does not say where its answer goes, so the answer would never reach the back office.`,
        'Add "x-lead": "/additional-information/<Name>" with a PascalCase name for the answer, or "x-lead": { "sent": false, "reason": "<why it is not sent>" }.',
        { kind: 'destination-missing' },
      );
      continue;
    }
    if (field.schema.type === 'object') declaredObjects.push(field.path);
    const destination = destinationOf(declared);
    if (!destination) {
      add(
        at,
        `The lead destination of "${field.path}" is not written in a way we understand.`,
        'Write a place in the lead ("/additional-information/<Name>"), { "to": "<place>", "transform": [...] } or { "sent": false, "reason": "<why>" }; schemas/README.md shows each.',
        { kind: 'destination-unreadable' },
      );
      continue;
    }
    if (destination.kind === 'not-sent') continue;
    if (destination.kind === 'generic') {
      destination.transform.forEach((transform, index) => {
        if (!isKnownTransform(transform)) {
          add(
            `${at}/transform/${index}`,
            `${JSON.stringify(transform)} is not a transform we have, so the answer could not be changed that way.`,
            `Use ${Object.keys(namedTransforms)
              .map((name) => `"${name}"`)
              .join(', ')} or { "relabel": { "<answer>": "<what the lead says>" } }.`,
            { kind: 'transform-unknown' },
          );
        }
      });
    }
    if (!lead) {
      if (leadName === undefined) {
        add(
          at,
          `The field "${field.path}" sends its answer to a lead, but the form does not say which lead.`,
          'Add "x-lead-schema": "<file in schemas/leads/>" at the top of the schema, or mark the field { "sent": false, "reason": "<why>" }.',
          { kind: 'lead-unnamed' },
        );
      }
      continue;
    }
    const leadFileName = leadFile?.file ?? '';
    if (destination.kind === 'mapper' && destination.relationship !== undefined) {
      const relationships = leadPart(lead, 'relationships');
      if (allowedAt(relationships, [destination.relationship]) === undefined) {
        add(
          `${at}/relationship`,
          `${leadFileName} has no relationship "${destination.relationship}".`,
          'Check the spelling against the lead schema, or ask a developer: only a typed mapper writes relationships.',
          { kind: 'relationship-unknown' },
        );
      }
      continue;
    }
    const to = destination.to ?? '';
    const pointerAt = isSchemaNode(declared) ? `${at}/to` : at;
    const parts = pointerSegments(to);
    const attributes = leadPart(lead, 'attributes');
    if (destination.kind === 'mapper' && allowedAt(attributes, parts) === undefined) {
      add(
        pointerAt,
        `${leadFileName} has no "${to}", so the typed mapper cannot be writing this answer there.`,
        'Check the spelling against the lead schema.',
        { kind: 'mapper-place-unknown' },
      );
    } else if (destination.kind === 'generic' && !takesAnswerAt(attributes, to)) {
      add(
        pointerAt,
        `The lead does not take a new answer at "${to}", so every lead with this answer would be turned away, or would overwrite what the spec fixes there.`,
        `Send it to "/additional-information/<Name>" with a PascalCase name (a capital letter first, then letters and numbers) that the lead does not already use (see ${leadFileName}).`,
        { kind: 'place-closed' },
      );
    }
    const answerType = answerTypeOf(field.schema);
    const taken = typesTaken(allowedAt(attributes, parts));
    if (destination.kind === 'generic' && answerType && taken.length > 0) {
      const known = destination.transform.filter(isKnownTransform) as AnswerTransform[];
      const reaching = typeAfterTransforms(answerType, known);
      const fits = taken.includes(reaching) || (reaching === 'number' && taken.includes('integer'));
      const reshape = taken.includes('string') ? transformToText(answerType) : undefined;
      if (!fits) {
        add(
          pointerAt,
          `The answer to "${field.path}" is ${answerWords[answerType]}, and the lead takes ${taken.map((type) => answerWords[type] ?? type).join(' or ')} at "${to}", so every lead with this answer would be turned away.`,
          reshape
            ? `Send it through the transform that turns it into text: { "to": "${to}", "transform": ["${reshape}"] }.`
            : 'Send it to a place that takes this kind of answer, or mark it { "sent": false, "reason": "<why>" }.',
          { kind: 'place-type', answer: answerType, taken },
        );
      }
    }
    const earlier = written.get(to);
    if (earlier !== undefined) {
      add(
        pointerAt,
        `The fields "${earlier.path}" and "${field.path}" both send their answer to "${to}", so one would overwrite the other.`,
        `Give "${field.path}" a place of its own in the lead.`,
        { kind: 'place-twice', other: earlier.label },
      );
    } else {
      const { title } = field.schema;
      written.set(to, { path: field.path, label: typeof title === 'string' ? title : field.path });
    }
  }
  return problems;
}

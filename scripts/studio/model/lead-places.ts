import { pointerPart } from '../../../src/lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import { leadWritersOf } from '../../schema-check/lead-writers.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { formFilesOf, formIdsIn } from './studio-files.ts';
import { fillMessage } from '../../../src/site/fill-message.ts';
import { answerPlacesOf } from '../../../src/schema-forms/form-model/answer-places.ts';
import { because, refusalWords } from './refusal-words.ts';
import type { StudioFiles } from './studio-operations.ts';

/**
 * Where a form's answers may go in its lead, read from the lead schema the form names: the
 * places that take a new answer by a name (additional-information's naming rule), and the names
 * already taken there, by the lead itself or by a question of a form sending the same lead.
 */

/** A place of the lead that takes new answers by name. */
export interface LeadPlace {
  /** Its pointer in the lead's attributes: '/additional-information'. */
  readonly parent: string;
  /** The rule a new name must follow (a regular expression), in the lead schema's words. */
  readonly namingRule: string;
  /** Names taken there, and by what ('the lead itself', or "'Question label' (form-id)"). */
  readonly taken: readonly { readonly name: string; readonly by: string }[];
}

/**
 * A place the lead already has, by its pointer in the lead's attributes: one an answer may be
 * sent to, or one the lead always sends empty (null) or with a value of its own, which no answer
 * can fill (SPEC section 7: `contact-preference` is always null).
 */
export interface LeadSlot {
  readonly to: string;
  readonly closed?: 'empty' | 'fixed';
}

export interface StudioLeadPlaces {
  /** The lead schema's file name, or undefined for a form that sends no lead. */
  readonly leadSchema?: string;
  readonly places: readonly LeadPlace[];
  /** Every place the lead has, in its schema's order (none for a form that sends no lead). */
  readonly slots?: readonly LeadSlot[];
  /** The places the lead names that take an answer as given (answer-places.ts). */
  readonly answerPlaces: readonly string[];
}

/** The simplest naming rule a new answer's name follows, whatever the lead (PascalCase). */
export const pascalCase = /^[A-Z][A-Za-z0-9]{1,39}$/;

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

const schemaOf = (files: StudioFiles, formId: string): SchemaNode | undefined => {
  const data = parse(files[formFilesOf(formId).schema]);
  return isSchemaNode(data) ? data : undefined;
};

function attributesOf(lead: unknown): SchemaNode | undefined {
  if (!isSchemaNode(lead) || !isSchemaNode(lead.properties)) return undefined;
  const data = lead.properties.data;
  if (!isSchemaNode(data) || !isSchemaNode(data.properties)) return undefined;
  const attributes = data.properties.attributes;
  return isSchemaNode(attributes) ? attributes : undefined;
}

/** The lead schema a form names, parsed, with its file name. */
function leadOf(files: StudioFiles, formId: string) {
  const name = schemaOf(files, formId)?.['x-lead-schema'];
  if (typeof name !== 'string') return undefined;
  return { name, data: parse(files[`schemas/leads/${name}`]) };
}

/** Who writes each lead place among the forms sending the lead `leadSchema`. */
const writers = (files: StudioFiles, leadSchema: string) =>
  leadWritersOf(
    formIdsIn(files).map((formId) => ({ formId, schema: schemaOf(files, formId) })),
    leadSchema,
  ).map((writer) => ({
    ...writer,
    by: fillMessage(refusalWords.takenByQuestion, { label: writer.label, form: writer.formId }),
  }));

const onlyNull = (type: unknown) =>
  type === 'null' || (Array.isArray(type) && type.length > 0 && type.every((t) => t === 'null'));

/** Whether a place takes only null, or only values the lead fixes (a const, an enum of one). */
function closedOf(node: SchemaNode): LeadSlot['closed'] {
  if (onlyNull(node.type) || node.const === null) return 'empty';
  if ('const' in node) return 'fixed';
  const values = Array.isArray(node.enum) ? node.enum.filter((value) => value !== null) : undefined;
  return values !== undefined && values.length <= 1 ? 'fixed' : undefined;
}

/** Every place of the lead's attributes, a place for new answers by its fixed names. */
function slotsOf(attributes: SchemaNode | undefined): LeadSlot[] {
  const properties = isSchemaNode(attributes?.properties) ? attributes.properties : {};
  return Object.entries(properties).flatMap(([name, node]): LeadSlot[] => {
    if (!isSchemaNode(node)) return [];
    const to = `/${pointerPart(name)}`;
    if (isSchemaNode(node.patternProperties)) {
      const fixed = isSchemaNode(node.properties) ? node.properties : {};
      return Object.entries(fixed).flatMap(([key, inner]) => {
        if (!isSchemaNode(inner)) return [];
        const closed = closedOf(inner);
        return [{ to: `${to}/${pointerPart(key)}`, ...(closed ? { closed } : {}) }];
      });
    }
    const closed = closedOf(node);
    return [{ to, ...(closed ? { closed } : {}) }];
  });
}

/** The places of a form's lead that take new answers, and the names taken in each. */
export function leadPlacesOf(files: StudioFiles, formId: string): StudioLeadPlaces {
  const lead = leadOf(files, formId);
  if (!lead) return { places: [], answerPlaces: [] };
  const attributes = attributesOf(lead.data);
  const written = writers(files, lead.name);
  const places: LeadPlace[] = [];
  for (const [name, node] of Object.entries(
    isSchemaNode(attributes?.properties) ? attributes.properties : {},
  )) {
    if (!isSchemaNode(node) || !isSchemaNode(node.patternProperties)) continue;
    const [rule] = Object.keys(node.patternProperties);
    if (rule === undefined) continue;
    const parent = `/${pointerPart(name)}`;
    const fixed = Object.keys(isSchemaNode(node.properties) ? node.properties : {}).map((key) => ({
      name: key,
      by: refusalWords.takenByLead,
    }));
    const byForms = written
      .filter((entry) => entry.to.startsWith(`${parent}/`))
      .map((entry) => ({ name: entry.to.slice(parent.length + 1), by: entry.by }));
    places.push({ parent, namingRule: rule, taken: [...fixed, ...byForms] });
  }
  return {
    leadSchema: lead.name,
    places,
    slots: slotsOf(attributes),
    answerPlaces: answerPlacesOf(attributes),
  };
}

/** Where a check of a new answer's name looks: the form, and the question being given the name. */
export interface LeadNameContext {
  readonly files: StudioFiles;
  readonly formId: string;
  readonly field?: string;
}

/**
 * What is wrong with a new name for an answer in additional-information, in plain words, or
 * undefined when it may be used. Without a context, only the naming rule every lead shares; with
 * one, the form's lead's own rule and the names already taken (the pages call it as the editor
 * types).
 */
export function checkLeadName(name: string, context?: LeadNameContext): string | undefined {
  if (name.trim() === '') return because('leadNameEmpty');
  if (!pascalCase.test(name)) {
    return because('leadNamePattern');
  }
  if (!context) return undefined;
  const { places } = leadPlacesOf(context.files, context.formId);
  const place = places.find((candidate) => candidate.parent === '/additional-information');
  if (!place) return because('noAdditionalInformation');
  if (!new RegExp(place.namingRule, 'u').test(name)) {
    return because('leadKeepsName', { name });
  }
  const questionLabel = (() => {
    const field = context.field;
    if (field === undefined) return undefined;
    const schema = schemaOf(context.files, context.formId);
    const found = schema && fieldsOf(schema).find((entry) => entry.path === field);
    return typeof found?.schema.title === 'string' ? found.schema.title : field;
  })();
  const taken = place.taken.find(
    (entry) =>
      entry.name === name &&
      !(
        questionLabel !== undefined &&
        entry.by ===
          fillMessage(refusalWords.takenByQuestion, { label: questionLabel, form: context.formId })
      ),
  );
  if (taken) {
    return taken.by === refusalWords.takenByLead
      ? because('leadHasName', { name })
      : because('nameCarries', { name, by: taken.by });
  }
  return undefined;
}

import { isJsonObject } from '../lib/json/json-object.ts';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { checkAnswersCopy } from './check-answers-copy.ts';
import { choicesOf } from './form-model/form-choices.ts';
import type { AnyFormData, FormEngine } from './form-engine.ts';

/** One answer on a 'Check your answers' page: the question's label and the answer's lines. */
export interface SummaryRow {
  /** Dotted path of the field in the form's data ('telephoneNumber'): what 'Change' opens. */
  readonly field: string;
  /** The question as the form asks it (its schema title). */
  readonly label: string;
  /** The answer as the customer gave it, one entry per line (an address has several). */
  readonly lines: readonly string[];
  /** False for an optional question left empty: its one line reads 'Not provided'. */
  readonly provided: boolean;
}

type Node = Record<string, unknown>;

/** A date written out as GOV.UK writes dates ('27 November 2026'); the calendar day as given. */
const writtenDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function dateWrittenOut(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return writtenDate.format(new Date(Date.UTC(year, month - 1, day)));
}

/** The lines of an answer as the customer gave it, or none when it was left empty. */
function answerLines(schema: Node, ui: Node, value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (ui['ui:field'] === 'address') {
    // The address's own label, as the lookup showed it, one part a line (GOV.UK: an address on lines).
    const label = isJsonObject(value) && typeof value.address === 'string' ? value.address : '';
    return label
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  const choice = choicesOf(schema, ui).find((option) => option.value === value);
  if (choice) return [choice.label];
  if (typeof value === 'boolean') return [value ? checkAnswersCopy.yes : checkAnswersCopy.no];
  if (typeof value === 'string' && (schema.format === 'date' || ui['ui:widget'] === 'dateInput')) {
    return [dateWrittenOut(value)];
  }
  // A list (checkboxes): each answer by its choice's words, one a line (GOV.UK's summary list).
  if (Array.isArray(value)) {
    const items = isJsonObject(schema.items) ? schema.items : {};
    return value.flatMap((item) =>
      answerLines(items, isJsonObject(ui.items) ? ui.items : {}, item),
    );
  }
  // Text exactly as typed: a reading keeps its leading zeros, a message its line breaks.
  return String(value).split(/\r?\n/);
}

/** The form's top-level field names in the order it shows them (rjsf's `ui:order`, `*` the rest). */
function shownOrder(names: readonly string[], uiSchema: Node): string[] {
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return [...names];
  const named = order.map(String);
  const rest = names.filter((name) => !named.includes(name));
  return named.flatMap((name) => (name === '*' ? rest : names.includes(name) ? [name] : []));
}

/**
 * The rows of a 'Check your answers' section for one step, generated from its form: each
 * question the customer was asked, in the form's order, under its label, with the answer as they
 * gave it (a choice by its words, yes or no, a date written out, an address on lines, text and
 * readings exactly as typed). Questions the answers did not open (a branch that does not apply),
 * hidden ones and the step's `hiddenFields` are left out; an optional question left empty is
 * shown as 'Not provided', so the customer sees every question and can still answer it.
 */
export function summaryRows(
  engine: Pick<FormEngine, 'compiled' | 'schemaUtils'>,
  answers: AnyFormData,
  hiddenFields: readonly string[] = [],
): SummaryRow[] {
  const { schema, uiSchema } = engine.compiled;
  // The schema as these answers resolve it: only the branches that apply (rjsf's own resolver).
  const resolved = engine.schemaUtils.retrieveSchema(schema, answers) as Node;
  const properties = isJsonObject(resolved.properties) ? resolved.properties : {};
  return shownOrder(Object.keys(properties), uiSchema as Node).flatMap((name) => {
    const field = properties[name];
    const ui = (uiSchema as UiSchema)[name] ?? {};
    if (!isJsonObject(field) || hiddenFields.includes(name)) return [];
    if (ui['ui:widget'] === 'hidden' || ui['ui:field'] === 'password') return [];
    const lines = answerLines(field as RJSFSchema & Node, ui as Node, answers[name]);
    const label = typeof field.title === 'string' ? field.title : name;
    return [
      lines.length > 0
        ? { field: name, label, lines, provided: true }
        : { field: name, label, lines: [checkAnswersCopy.notProvided], provided: false },
    ];
  });
}

import { isJsonObject } from '../lib/json/json-object.ts';
import type { UiOptionName } from './theme/theme-names.ts';
import { fieldsOf, type SchemaNode } from './walk-schema.ts';

/** The UI option giving a field's words in a list of what its form asks ("full name"). */
export const listedAsOption = 'listedAs' satisfies UiOptionName;

/** The form's top-level field names in the order it shows them (rjsf's `ui:order`, `*` the rest). */
function orderedNames(names: readonly string[], uiSchema: SchemaNode): string[] {
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return [...names];
  const named = order.map(String);
  const rest = names.filter((name) => !named.includes(name));
  return named.flatMap((name) => (name === '*' ? rest : names.includes(name) ? [name] : []));
}

/** A label written to start a line ("Email address") as it reads mid-sentence ("email address"). */
export function midSentence(label: string): string {
  // An initialism ("UK mobile", "MPAN") keeps its capitals.
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/**
 * The details a form asks for, as a sentence like "On the next page we'll ask for your:" lists
 * them: its questions in the order it shows them, each as its `listedAs` UI option or else its
 * label, read once when several share words (first name and surname as "full name"). Hidden
 * fields are not asked, so not listed. Taken from the form itself, a list never promises a
 * question the form does not ask, nor leaves one out.
 */
export function listedFields(schema: SchemaNode, uiSchema: SchemaNode): string[] {
  const fields = new Map(
    fieldsOf(schema)
      .filter((field) => !field.path.includes('.'))
      .map((field) => [field.path, field.schema]),
  );
  const phrases = orderedNames([...fields.keys()], uiSchema).flatMap((name) => {
    const ui = isJsonObject(uiSchema[name]) ? uiSchema[name] : {};
    if (ui['ui:widget'] === 'hidden') return [];
    // Written where rjsf reads any option: in "ui:options" or as "ui:<name>".
    const options = isJsonObject(ui['ui:options']) ? ui['ui:options'] : {};
    const listedAs = options[listedAsOption] ?? ui[`ui:${listedAsOption}`];
    if (typeof listedAs === 'string' && listedAs.trim() !== '') return [listedAs.trim()];
    const title = fields.get(name)?.title;
    return [typeof title === 'string' && title.trim() !== '' ? midSentence(title.trim()) : name];
  });
  return [...new Set(phrases)];
}

import { pointerSegments } from '../../../src/lib/json/json-pointer.ts';
import { questionsOf } from './form-questions.ts';
import type { StudioFiles } from './studio-operations.ts';
import type { Problem } from '../../schema-check/problems.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';

/** The setting of a question (or of the page) a finding is about, as the studio's controls name them. */
export type FindingSetting =
  | 'label'
  | 'hint'
  | 'required'
  | 'kind'
  | 'choices'
  | 'autocomplete'
  | 'destination'
  | 'order'
  | 'title'
  | 'submitText'
  | 'submittingText'
  | `rule:${string}`
  | `message:${string}`;

/** Where the control to fix a finding is: its form and question, or an example, or a message. */
export interface FindingPlace {
  readonly formId?: string;
  readonly field?: string;
  readonly setting?: FindingSetting;
  /** The example's place in its file, for a finding about an example. */
  readonly example?: number;
  /** The question whose answer in that example the finding is about (its change form opens there). */
  readonly answer?: string;
  /** A finding about the form's examples as a whole (none of a kind, a rule none breaks). */
  readonly examples?: true;
  /** The messages file and pointer, for a finding in schemas/messages/. */
  readonly messages?: { readonly file: string; readonly pointer: string };
}

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

const schemaSettings: Readonly<Record<string, FindingSetting>> = {
  title: 'label',
  description: 'hint',
  oneOf: 'choices',
  enum: 'choices',
  anyOf: 'choices',
  default: 'choices',
  type: 'kind',
  format: 'kind',
  'x-lead': 'destination',
};

const uiSettings: Readonly<Record<string, FindingSetting>> = {
  'ui:widget': 'kind',
  'ui:field': 'kind',
  'ui:autocomplete': 'autocomplete',
};

function inSchema(files: StudioFiles, file: string, formId: string, parts: string[]): FindingPlace {
  const schema = parse(files[file]);
  if (!isSchemaNode(schema)) return { formId };
  const joined = parts.join('/');
  if (parts[0] === 'title') return { formId, setting: 'title' };
  for (const question of questionsOf(schema)) {
    const at = question.path.join('/');
    if (joined === at || joined.startsWith(`${at}/`)) {
      const [first, second] = joined.slice(at.length + 1).split('/');
      if (first === 'x-errorMessages' && second) {
        return { formId, field: question.name, setting: `message:${second}` };
      }
      const setting =
        first === undefined || first === ''
          ? undefined
          : (schemaSettings[first] ?? (first === 'x-errorMessages' ? undefined : `rule:${first}`));
      return { formId, field: question.name, ...(setting ? { setting } : {}) };
    }
    // A name in a `required` list beside the question's declaration.
    const required = question.parentPath.join('/');
    const requiredAt = required === '' ? 'required/' : `${required}/required/`;
    if (joined.startsWith(requiredAt)) {
      const index = Number(joined.slice(requiredAt.length));
      const list = parts
        .slice(0, -1)
        .reduce<unknown>(
          (node, part) =>
            isSchemaNode(node) || Array.isArray(node) ? (node as never)[part] : undefined,
          schema,
        );
      if (Array.isArray(list) && list[index] === question.name) {
        return { formId, field: question.name, setting: 'required' };
      }
    }
  }
  return { formId };
}

function inUi(files: StudioFiles, file: string, formId: string, parts: string[]): FindingPlace {
  const [first, second] = parts;
  if (first === 'ui:submitButtonOptions') return { formId, setting: 'submitText' };
  if (first === 'ui:options' && second === 'submittingText') {
    return { formId, setting: 'submittingText' };
  }
  if (first === 'ui:order') {
    const ui = parse(files[file]);
    const order = isSchemaNode(ui) && Array.isArray(ui['ui:order']) ? ui['ui:order'] : [];
    const name = second === undefined ? undefined : order[Number(second)];
    return typeof name === 'string'
      ? { formId, field: name, setting: 'order' }
      : { formId, setting: 'order' };
  }
  if (first === undefined || first.startsWith('ui:')) return { formId };
  const setting = second === undefined ? undefined : uiSettings[second];
  return { formId, field: first, ...(setting ? { setting } : {}) };
}

/**
 * Where the studio's control for a finding of the check is (the error summary's link moves focus
 * there): the form and question of a finding in a form's files, and which of its settings, read
 * from the finding's file and JSON pointer.
 */
export function findingPlace(
  files: StudioFiles,
  problem: Pick<Problem, 'file' | 'pointer'> & Partial<Pick<Problem, 'facts'>>,
): FindingPlace {
  const parts = pointerSegments(problem.pointer);
  const message = /^schemas\/messages\/([^/]+)$/.exec(problem.file);
  if (message?.[1]) return { messages: { file: message[1], pointer: problem.pointer } };
  const form = /^schemas\/forms\/([^/]+)\/\1\.(schema|ui|examples)\.json$/.exec(problem.file);
  const formId = form?.[1];
  if (!formId) return {};
  if (form[2] === 'schema') return inSchema(files, problem.file, formId, parts);
  if (form[2] === 'ui') return inUi(files, problem.file, formId, parts);
  const index = parts[0] === 'examples' && parts[1] !== undefined ? Number(parts[1]) : undefined;
  if (index === undefined || Number.isNaN(index)) return { formId, examples: true };
  const answer = answerOf(parts, problem.facts);
  return answer === undefined ? { formId, example: index } : { formId, example: index, answer };
}

/**
 * The question whose answer an example's finding is about: the answer its pointer names
 * (/examples/2/data/phone), or the first the form judges otherwise than labelled.
 */
function answerOf(
  parts: readonly string[],
  facts: Problem['facts'] | undefined,
): string | undefined {
  if (parts[2] === 'data' && parts[3] !== undefined) return parts[3];
  if (facts?.kind === 'example-lead-refused') return facts.answer;
  if (facts?.kind !== 'example-misjudged') return undefined;
  const [pointer] = Object.keys(facts.valid ? facts.found : { ...facts.expected, ...facts.found });
  return pointer === undefined ? undefined : pointerSegments(pointer)[0];
}

import { because } from './refusal-words.ts';
import type { JSONPath } from 'jsonc-parser';
import { pointerPart } from '../../../src/lib/json/json-pointer.ts';
import { answerKindNames, answerKinds } from '../../../src/schema-forms/form-model/answer-kinds.ts';
import type { SchemaNode } from '../../../src/schema-forms/walk-schema.ts';
import {
  destinationOf,
  isLeadPointer,
  leadDeclarationOf as writtenDeclaration,
} from '../../../src/schema-forms/form-model/lead-destination.ts';
import { isSchemaNode } from '../../schema-check/schema-tree.ts';
import { breakingAnswer, errorsFinder, type FormExample } from './example-answers.ts';
import { keyIndex, refuse, type FormEditor } from './form-editor.ts';
import { questionsOf, type QuestionPlace } from './form-questions.ts';
import { uiOf } from '../../../src/schema-forms/form-model/question-names.ts';
import type { ExampleAnswers, StudioDestination, AnswerKind } from './studio-operations.ts';

/** The steps the operations are made of: each one edit of one place in a form's files. */

/** The question called `name`, refusing a name the form does not have. */
export function questionIn(editor: FormEditor, name: string): QuestionPlace {
  const found = questionsOf(editor.data('schema')).find((question) => question.name === name);
  return found ?? refuse(because('noQuestion', { form: editor.formId, name }));
}

/** Sets the error message for `rule`, adding the question's messages before its destination. */
export function setMessage(editor: FormEditor, name: string, rule: string, message: string) {
  if (message.trim() === '') {
    refuse(because('emptyErrorMessage'));
  }
  const question = questionIn(editor, name);
  if (isSchemaNode(question.schema['x-errorMessages'])) {
    // "required" comes first, as in every form's messages.
    editor.set(
      'schema',
      [...question.path, 'x-errorMessages', rule],
      message,
      rule === 'required' ? 0 : undefined,
    );
  } else {
    editor.set(
      'schema',
      [...question.path, 'x-errorMessages'],
      { [rule]: message },
      keyIndex(question.schema, 'x-lead'),
    );
  }
}

/** Removes the error message for `rule` (and the question's messages when none is left). */
export function removeMessage(editor: FormEditor, name: string, rule: string) {
  const question = questionIn(editor, name);
  const messages = question.schema['x-errorMessages'];
  if (!isSchemaNode(messages) || !(rule in messages)) return;
  const others = Object.keys(messages).filter((key) => key !== rule);
  editor.set(
    'schema',
    others.length === 0
      ? [...question.path, 'x-errorMessages']
      : [...question.path, 'x-errorMessages', rule],
    undefined,
  );
}

/** Sets a keyword of a question's schema, new ones before its messages and destination. */
export function setKeyword(editor: FormEditor, name: string, keyword: string, value: unknown) {
  const question = questionIn(editor, name);
  if (value === undefined && !(keyword in question.schema)) return;
  const before =
    keyIndex(question.schema, 'x-errorMessages') ?? keyIndex(question.schema, 'x-lead');
  editor.set('schema', [...question.path, keyword], value, before);
}

/** Sets one of a question's UI settings (`ui:widget`...), or removes it when undefined. */
export function setUiSetting(editor: FormEditor, name: string, setting: string, value: unknown) {
  const ui = editor.data('ui');
  const entry = uiOf(ui, name);
  if (name in ui) {
    const others = Object.keys(entry).filter((key) => key !== setting);
    if (value === undefined && !(setting in entry)) return;
    editor.set('ui', value === undefined && others.length === 0 ? [name] : [name, setting], value);
    return;
  }
  if (value === undefined) return;
  const before = keyIndex(ui, 'ui:submitButtonOptions') ?? keyIndex(ui, 'ui:options');
  editor.set('ui', [name], { [setting]: value }, before);
}

/** The transforms a generic destination passes a kind of answer through (answer-kinds.ts). */
const transformsOf = (kind: AnswerKind | undefined): string[] =>
  kind ? [...answerKinds[kind].transforms] : [];

/** The transforms the studio writes for a kind of answer (others, written by hand, are kept). */
const kindTransforms = answerKindNames.flatMap(transformsOf);

/**
 * Keeps a question's destination right for its kind of answer after the kind changed: the
 * transforms of the old kind replaced by those of the new one, any others kept after them.
 */
export function keepTransformsForKind(editor: FormEditor, name: string, kind: AnswerKind) {
  const question = questionIn(editor, name);
  const declared = question.schema['x-lead'];
  const destination = destinationOf(declared);
  if (destination?.kind !== 'generic') return;
  const before = destination.transform;
  const kept = before.filter(
    (transform) => !(typeof transform === 'string' && kindTransforms.includes(transform)),
  );
  const transform = [...transformsOf(kind), ...kept];
  if (JSON.stringify(transform) === JSON.stringify(before)) return;
  const at = [...question.path, 'x-lead'];
  if (!isSchemaNode(declared)) editor.set('schema', at, { to: destination.to, transform });
  else editor.set('schema', [...at, 'transform'], transform.length > 0 ? transform : undefined);
}

/** The x-lead a destination is written as. */
export function leadDeclarationOf(destination: StudioDestination, kind: AnswerKind | undefined) {
  if (destination.kind === 'not-sent') {
    if (destination.reason.trim() === '') {
      refuse(because('noReason'));
    }
    return writtenDeclaration({ kind: 'not-sent', reason: destination.reason });
  }
  const to =
    destination.kind === 'lead-place'
      ? destination.to
      : `/additional-information/${destination.name}`;
  if (!isLeadPointer(to)) refuse(because('notLeadPlace', { place: to }));
  return writtenDeclaration({ kind: 'generic', to, transform: transformsOf(kind) });
}

const listOf = (examples: SchemaNode): FormExample[] =>
  Array.isArray(examples.examples) ? (examples.examples as FormExample[]) : [];

/** What reconcileExamples may do besides keeping the listed errors true. */
export interface ExampleUpkeep {
  /** Answers for valid examples that must now answer the question, by index. */
  readonly answers?: ExampleAnswers;
  /** The answer offered to a valid example the question now fails (none: leave it). */
  readonly offered?: unknown;
  /** Called with each valid example given the offered answer (to show what was offered). */
  readonly onOffered?: (index: number, name: string) => void;
}

/**
 * Keeps the examples true to the question `name` after its schema changed (issue 31, item 4):
 * a valid example the question now fails gets the editor's answer (or the one offered); an
 * invalid example lists the question's error as checking it finds it now, and one left with no
 * error at all becomes a valid example.
 */
export function reconcileExamples(editor: FormEditor, name: string, upkeep: ExampleUpkeep = {}) {
  const key = `/${pointerPart(name)}`;
  const errorsOf = errorsFinder(editor.data('schema'));
  listOf(editor.examples()).forEach((example, index) => {
    const found = errorsOf(example.data);
    const rule = found[key];
    if (example.valid) {
      if (rule === undefined) return;
      const given = upkeep.answers?.[index];
      const answer = given !== undefined ? given : upkeep.offered;
      if (answer === undefined) return;
      if (!isSchemaNode(example.data)) {
        editor.set('examples', ['examples', index, 'data'], { [name]: answer });
      } else editor.set('examples', ['examples', index, 'data', name], answer);
      if (given === undefined) upkeep.onOffered?.(index, example.name);
      return;
    }
    const expected = isSchemaNode(example.errors) ? example.errors : undefined;
    if (rule !== undefined && expected?.[key] !== rule) {
      editor.set(
        'examples',
        expected ? ['examples', index, 'errors', key] : ['examples', index, 'errors'],
        expected ? rule : { [key]: rule },
      );
    } else if (rule === undefined && expected && key in expected) {
      const left = Object.keys(expected).filter((pointer) => pointer !== key);
      if (left.length > 0) editor.set('examples', ['examples', index, 'errors', key], undefined);
      else if (Object.keys(found).length === 0) {
        editor.set('examples', ['examples', index, 'errors'], undefined);
        editor.set('examples', ['examples', index, 'valid'], true);
      } else editor.set('examples', ['examples', index, 'errors', key], undefined);
    }
  });
}

/**
 * Removes the invalid examples that only showed the question's errors (all of them, or only
 * those of `rule`): with the question or the rule gone they would show nothing.
 */
export function dropExamplesOnlyAbout(editor: FormEditor, name: string, rule?: string) {
  const key = `/${pointerPart(name)}`;
  const list = listOf(editor.examples());
  const doomed = list.flatMap((example, index) => {
    if (example.valid || !isSchemaNode(example.errors)) return [];
    const errors = Object.entries(example.errors);
    const only =
      errors.length > 0 &&
      errors.every(
        ([pointer, broken]) => pointer === key && (rule === undefined || broken === rule),
      );
    return only ? [index] : [];
  });
  // Keep at least one invalid example: a form needs one (the check would say so).
  const invalid = list.filter((example) => !example.valid).length;
  if (doomed.length >= invalid) doomed.pop();
  for (const index of doomed.reverse()) editor.set('examples', ['examples', index], undefined);
}

/**
 * Adds an invalid example showing a rule of the site's own validator working (the check asks
 * for one), unless one already does: a valid example's answers with one that breaks it.
 */
export function showRuleInExamples(editor: FormEditor, name: string, rule: string, label: string) {
  const key = `/${pointerPart(name)}`;
  const list = listOf(editor.examples());
  const shown = list.some((example) => !example.valid && example.errors?.[key] === rule);
  const breaking = breakingAnswer(rule);
  const base = list.find((example) => example.valid);
  if (shown || breaking === undefined || !base) return;
  const data = { ...(isSchemaNode(base.data) ? base.data : {}), [name]: breaking };
  const found = errorsFinder(editor.data('schema'))(data);
  if (found[key] !== rule) return;
  editor.insert('examples', ['examples'], {
    name: `${label}: an answer that breaks the ${rule} rule`,
    valid: false,
    data,
    errors: found,
  });
}

/** Every `required` list and condition at the level of the form's questions, with its path. */
export function questionLevelNodes(schema: SchemaNode): { node: SchemaNode; path: JSONPath }[] {
  const found: { node: SchemaNode; path: JSONPath }[] = [];
  const visit = (node: unknown, path: JSONPath) => {
    if (!isSchemaNode(node)) return;
    found.push({ node, path });
    for (const keyword of ['if', 'then', 'else', 'not']) visit(node[keyword], [...path, keyword]);
    // Only allOf: a question's own oneOf or anyOf is its list of choices, not a branch.
    if (Array.isArray(node.allOf)) {
      node.allOf.forEach((item, index) => visit(item, [...path, 'allOf', index]));
    }
    if (isSchemaNode(node.dependencies)) {
      for (const [key, value] of Object.entries(node.dependencies)) {
        visit(value, [...path, 'dependencies', key]);
      }
    }
  };
  visit(schema, []);
  return found;
}

/** Whether another question is asked or required depending on the answer to `name`. */
export function conditionsOn(schema: SchemaNode, name: string): boolean {
  return questionLevelNodes(schema).some(({ node, path }) => {
    const inCondition = path.includes('if');
    const properties = isSchemaNode(node.properties) ? node.properties : {};
    const required = Array.isArray(node.required) ? node.required : [];
    const dependencies = isSchemaNode(node.dependencies) ? node.dependencies : {};
    return (
      (inCondition && (name in properties || required.includes(name))) ||
      name in dependencies ||
      Object.values(dependencies).some((value) => Array.isArray(value) && value.includes(name))
    );
  });
}

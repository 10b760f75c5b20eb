import { isJsonObject } from '../../lib/json/json-object.ts';
import { pointerPart } from '../../lib/json/json-pointer.ts';
import { fieldsOf, type SchemaNode } from '../walk-schema.ts';

/**
 * The conditions of a form ("ask this only if…"), read one way for the studio and the schema
 * check (issue 38): every `if` among the form's questions (the form itself, its `allOf` items and
 * their `then`/`else`, however deep), the questions it names and the questions its branches
 * declare, so a rule on them (a question before the answer that opens it) is stated once.
 */

/** One question an `if` names, with where. */
export interface ConditionTest {
  /** The question's name. */
  readonly on: string;
  /** What its answer must be (`if.properties[on]`); undefined when it is only required. */
  readonly test?: unknown;
  /** Pointer of the test (or of its entry in `if.required`). */
  readonly pointer: string;
}

/** An `if` among a form's questions. */
export interface FormCondition {
  /** Pointer of the `if`. */
  readonly pointer: string;
  /** The questions it names, in `properties` then those only in `required`. */
  readonly tests: readonly ConditionTest[];
  /** The top-level questions its `then` and `else` declare: asked only by its answer. */
  readonly dependents: readonly string[];
}

/** The schema objects that hold a form's questions: itself, its branches, its `allOf` items. */
function questionLevelNodes(schema: SchemaNode): { node: SchemaNode; pointer: string }[] {
  const found: { node: SchemaNode; pointer: string }[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (!isJsonObject(node)) return;
    found.push({ node, pointer });
    for (const keyword of ['then', 'else']) visit(node[keyword], `${pointer}/${keyword}`);
    // Only allOf: a question's own oneOf or anyOf is its list of choices, not a branch.
    if (Array.isArray(node.allOf)) {
      node.allOf.forEach((item, index) => visit(item, `${pointer}/allOf/${index}`));
    }
  };
  visit(schema, '');
  return found;
}

const topLevelNames = (schema: SchemaNode) =>
  fieldsOf(schema)
    .filter((field) => !field.path.includes('.'))
    .map((field) => field.path);

/** Every condition among a form's questions, outermost first. */
export function conditionsOf(schema: SchemaNode): FormCondition[] {
  return questionLevelNodes(schema).flatMap(({ node, pointer }): FormCondition[] => {
    const test = node.if;
    if (!isJsonObject(test)) return [];
    const at = `${pointer}/if`;
    const properties = isJsonObject(test.properties) ? test.properties : {};
    const required = Array.isArray(test.required) ? test.required.map(String) : [];
    const tests: ConditionTest[] = [
      ...Object.entries(properties).map(([on, value]) => ({
        on,
        test: value,
        pointer: `${at}/properties/${pointerPart(on)}`,
      })),
      ...required.flatMap((on, index) =>
        on in properties ? [] : [{ on, pointer: `${at}/required/${index}` }],
      ),
    ];
    const dependents = ['then', 'else'].flatMap((branch) =>
      isJsonObject(node[branch]) ? topLevelNames(node[branch]) : [],
    );
    return [{ pointer: at, tests, dependents }];
  });
}

/** The form's questions in the order it shows them: its `ui:order`, then any it leaves out. */
export function questionOrder(schema: SchemaNode, ui: SchemaNode): string[] {
  const names = topLevelNames(schema);
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].map(String) : [];
  return [
    ...order.filter((name) => names.includes(name)),
    ...names.filter((name) => !order.includes(name)),
  ];
}

/** A question the customer would meet before (or as) the answer that opens it. */
export interface EarlyQuestion {
  readonly dependent: string;
  readonly on: string;
  /** Pointer of the condition's test of `on`. */
  readonly pointer: string;
}

/**
 * The questions that come, in `order`, before the answer that opens them, or are opened by their
 * own answer: the customer would never be shown them, or would answer them before the question
 * they depend on. None when the form is sound.
 */
export function questionsBeforeTheirCondition(
  schema: SchemaNode,
  order: readonly string[],
): EarlyQuestion[] {
  return conditionsOf(schema).flatMap((condition) =>
    condition.tests.flatMap(({ on, pointer }) =>
      order.includes(on)
        ? condition.dependents.flatMap((dependent) =>
            order.indexOf(dependent) <= order.indexOf(on) ? [{ dependent, on, pointer }] : [],
          )
        : [],
    ),
  );
}

import { describe, expect, it } from 'vitest';
import { createCheckContext } from './check-context.ts';
import { checkSchemaTree } from './check-schema-tree.ts';
import { readSchemaTree, type FormFolder, type JsonFile, type SchemaTree } from './schema-tree.ts';

const context = createCheckContext(new Date());
const realTree = readSchemaTree(process.cwd());

type FileKind = 'schema' | 'ui' | 'examples';

/** A copy of `data` with the value at a JSON pointer replaced (or removed when undefined). */
function edited(data: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const parts = pointer.split('/').slice(1);
  const last = parts.pop() ?? '';
  let node = copy as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  const target = Object.entries(node).filter(([key]) => key !== last);
  if (value !== undefined) target.push([last, value]);
  const replaced = Object.fromEntries(target);
  if (parts.length === 0) return replaced;
  let parent = copy as Record<string, unknown>;
  for (const part of parts.slice(0, -1)) parent = parent[part] as Record<string, unknown>;
  parent[parts[parts.length - 1] ?? ''] = replaced;
  return copy;
}

/** The real tree with one file of one form edited in memory. */
function withEdit(formId: string, kind: FileKind, pointer: string, value: unknown): SchemaTree {
  return {
    ...realTree,
    forms: realTree.forms.map((form): FormFolder => {
      const file = form[kind];
      if (form.formId !== formId || !file) return form;
      const changed: JsonFile = { ...file, data: edited(file.data, pointer, value) };
      return { ...form, [kind]: changed };
    }),
  };
}

const problemsOf = (tree: SchemaTree) => checkSchemaTree(tree, context);

describe('npm run schemas:check', () => {
  it('finds nothing wrong with the schemas, examples and fixtures as they are', () => {
    expect(problemsOf(realTree)).toEqual([]);
  });

  it('names a misspelt rule, where it is, instead of letting strict mode miss it', () => {
    const problems = problemsOf(withEdit('search', 'schema', '/properties/q/maxLenght', 2000));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'schemas/forms/search/search.schema.json',
        pointer: '/properties/q/maxLenght',
        message: expect.stringContaining('"maxLenght" is not a word form schemas understand'),
      }),
    );
  });

  it('asks for a message for each rule a field can fail', () => {
    const problems = problemsOf(
      withEdit(
        'meter-read',
        'schema',
        '/allOf/0/then/properties/gas_reading/x-errorMessages/meterReading',
        undefined,
      ),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        pointer: '/allOf/0/then/properties/gas_reading',
        message:
          'The field "gas_reading" can fail the rule "meterReading" but has no message for it.',
        fix: 'Add "meterReading": "<what the customer reads>" to its "x-errorMessages".',
      }),
    );
  });

  it('asks for a label on every field the customer sees', () => {
    const problems = problemsOf(
      withEdit('complaint-details', 'schema', '/properties/email/title', undefined),
    );
    expect(problems.map((problem) => problem.message)).toContain(
      'The field "email" has no label, so the customer would not know what to enter.',
    );
  });

  it('spots a message for a rule the field does not have (a typo in the rule name)', () => {
    const problems = problemsOf(
      withEdit('search', 'schema', '/properties/q/x-errorMessages/maxlength', 'Too long'),
    );
    expect(problems.map((problem) => problem.pointer)).toContain(
      '/properties/q/x-errorMessages/maxlength',
    );
  });

  it('spots a UI schema naming a field the schema does not have, or an unknown widget', () => {
    const renamed = problemsOf(
      withEdit('meter-read', 'ui', '/gas_readings', { 'ui:widget': 'text' }),
    );
    expect(renamed).toContainEqual(
      expect.objectContaining({
        file: 'schemas/forms/meter-read/meter-read.ui.json',
        pointer: '/gas_readings',
      }),
    );
    const widget = problemsOf(withEdit('meter-read', 'ui', '/fuel/ui:widget', 'radios'));
    expect(widget.map((problem) => problem.message)).toContain('There is no "radios" widget.');
  });

  it('refuses Markdown settings: form words are shown as plain text', () => {
    const inHint = problemsOf(
      withEdit('meter-read', 'ui', '/fuel/ui:enableMarkdownInDescription', true),
    );
    expect(inHint).toContainEqual(
      expect.objectContaining({
        file: 'schemas/forms/meter-read/meter-read.ui.json',
        pointer: '/fuel/ui:enableMarkdownInDescription',
      }),
    );
    const inOptions = problemsOf(
      withEdit('meter-read', 'ui', '/ui:options', { enableMarkdownInHelp: true }),
    );
    expect(inOptions.map((problem) => problem.pointer)).toContain('/ui:options');
  });

  it('names an option the site does not read, such as a misspelt one, wherever it is written', () => {
    const inOptions = problemsOf(
      withEdit('feedback-details', 'ui', '/firstName/ui:options', { listedAS: 'full name' }),
    );
    expect(inOptions).toEqual([
      expect.objectContaining({
        file: 'schemas/forms/feedback-details/feedback-details.ui.json',
        pointer: '/firstName/ui:options/listedAS',
        message: '"listedAS" is not an option the site reads, so it does nothing.',
      }),
    ]);
    const asSetting = problemsOf(
      withEdit('feedback-details', 'ui', '/email/ui:autocompelte', 'email'),
    );
    expect(asSetting.map((problem) => problem.pointer)).toEqual(['/email/ui:autocompelte']);
  });

  it('wants the words a question is listed by to be text', () => {
    const problems = problemsOf(
      withEdit('feedback-details', 'ui', '/address/ui:options/listedAs', ''),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/address/ui:options/listedAs',
        message: 'The words this question is listed by are not text.',
      }),
    ]);
  });

  it('spots an example that does not pass or fail as labelled', () => {
    const problems = problemsOf(
      withEdit('search', 'examples', '/examples/0/data/q', 'x'.repeat(2001)),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'schemas/forms/search/search.examples.json',
        pointer: '/examples/0',
        message:
          'The example "A few words" is labelled valid, but checking it finds /q: maxLength.',
      }),
    );
  });

  it('wants every custom rule broken by some invalid example', () => {
    const examples = realTree.forms.find((form) => form.formId === 'meter-read')?.examples
      ?.data as {
      examples: { errors?: Record<string, string> }[];
    };
    const kept = examples.examples.filter(
      (example) => !Object.values(example.errors ?? {}).includes('customerNumber'),
    );
    const problems = problemsOf(withEdit('meter-read', 'examples', '/examples', kept));
    expect(problems.map((problem) => problem.message)).toContain(
      'No invalid example breaks the rule "customerNumber", so nothing shows it works.',
    );
  });

  it('spots a content fixture that does not follow its schema, and one with no schema', () => {
    const [fixture] = realTree.contentFixtures;
    expect(fixture).toBeDefined();
    const broken: SchemaTree = {
      ...realTree,
      contentFixtures: [
        { ...(fixture as JsonFile), data: 42 },
        { file: 'content-fixtures/json/help/unknown.json', data: {} },
      ],
    };
    const files = problemsOf(broken).map((problem) => problem.file);
    expect(files).toContain((fixture as JsonFile).file);
    expect(files).toContain('content-fixtures/json/help/unknown.json');
  });

  // Decision 018: limits we chose give warnings, which do not fail the check.
  describe('content fixtures over a soft limit', () => {
    const outageFile =
      'content-fixtures/serviceoutages/journeys/help-and-support/jcr:content.data.json';
    const categoriesFile =
      'content-fixtures/aem6/content/dam/britishgas/help-categories/categories.json';
    const withFixture = (file: string, edit: (data: unknown) => unknown): SchemaTree => ({
      ...realTree,
      contentFixtures: realTree.contentFixtures.map((fixture) =>
        fixture.file === file ? { ...fixture, data: edit(structuredClone(fixture.data)) } : fixture,
      ),
    });

    it('warns about an outage message past the advised length, without failing', () => {
      const found = problemsOf(
        withFixture(outageFile, (data) => ({ ...(data as object), message: 'x'.repeat(1500) })),
      );
      expect(found).toEqual([
        {
          file: outageFile,
          pointer: '/message',
          message:
            'Over a limit we chose in schemas/content/service-outage.schema.json (maxLength 1000). The site still shows it as sent.',
          fix: 'Shorten it if you can, or raise the limit in the schema if the page has room.',
          severity: 'warning',
          facts: { kind: 'content-over-limit' },
        },
      ]);
    });

    it("warns about a seventh common question in a category's data, and an http:// link", () => {
      const found = problemsOf(
        withFixture(categoriesFile, (data) => {
          const document = data as {
            data: { id: string; attributes: { categoryData: { commonQuestions: unknown[] } } }[];
          };
          const bills = document.data.find((category) => category.id === 'bills-and-payments');
          const questions = bills?.attributes.categoryData.commonQuestions ?? [];
          const [first] = questions as { link: string }[];
          questions.push(...questions, { ...first, link: 'http://www.britishgas.co.uk/' });
          return document;
        }),
      );
      expect(found.every((problem) => problem.severity === 'warning')).toBe(true);
      expect(found.map((problem) => [problem.pointer, problem.message])).toEqual([
        [
          '/data/0/attributes/categoryData/commonQuestions/6/link',
          'Over a limit we chose in schemas/content/category-data-new-landing.schema.json (pattern). The site makes its http:// address https://.',
        ],
        [
          '/data/0/attributes/categoryData/commonQuestions',
          'Over a limit we chose in schemas/content/category-data-new-landing.schema.json (maxItems 6). The site shows the items up to the limit and leaves the rest out.',
        ],
      ]);
    });

    it("still fails a category's data that lacks its layout's shape", () => {
      const found = problemsOf(
        withFixture(categoriesFile, (data) => {
          const document = data as { data: { attributes: { categoryData: unknown } }[] };
          const [first] = document.data;
          if (first) first.attributes.categoryData = { title: 'No questions' };
          return document;
        }),
      );
      expect(found.some((problem) => problem.severity === undefined)).toBe(true);
      expect(found[0]?.pointer).toBe('/data/0/attributes/categoryData');
    });
  });

  it('spots a form folder the site does not know and a known form without its folder', () => {
    const [first] = realTree.forms;
    const problems = problemsOf({
      ...realTree,
      forms: [{ ...(first as FormFolder), formId: 'new-form' }, ...realTree.forms.slice(1)],
    });
    const messages = problems.map((problem) => problem.message);
    expect(messages).toContain(
      'The form "new-form" is not in the site\'s list of forms, so no page can show it.',
    );
    expect(messages).toContain(
      `The site expects a form "${(first as FormFolder).formId}", but its folder is missing.`,
    );
  });
});

import type { Ajv } from 'ajv';
import { checkConditions } from './check-conditions.ts';
import { checkExampleChoices } from './check-example-choices.ts';
import { checkExamples } from './check-examples.ts';
import { exampleLeadsChecker } from './check-example-leads.ts';
import { checkLeadDestinations } from './check-lead-destinations.ts';
import { checkSchemaCopy, checkUiCopy } from './check-copy.ts';
import { checkFieldRules } from './check-field-rules.ts';
import { checkQuestionFaults } from './check-question-faults.ts';
import { checkWidgetFit } from './check-widget-fit.ts';
import { checkFormSchema, type FormVocabulary } from './check-form-schema.ts';
import { checkJsonSchemas, type SchemaFile } from './check-json-schemas.ts';
import { checkUiSchema, hiddenFieldsOf, type UiVocabulary } from './check-ui-schema.ts';
import { fixtureParts } from './content-fixture-schemas.ts';
import { checkSearchSynonyms } from './check-search-synonyms.ts';
import { checkSharedLeadPlaces } from './check-shared-lead-places.ts';
import { checkSharedMessages } from './check-shared-messages.ts';
import type { Problem } from './problems.ts';
import { isSchemaNode, type FormFolder, type JsonFile, type SchemaTree } from './schema-tree.ts';

/** What the check compares the files with: our keywords, formats, widgets and forms. */
export interface CheckContext {
  readonly createFormAjv: () => Ajv;
  readonly vocabulary: FormVocabulary;
  readonly ui: UiVocabulary;
  /** Form ids the site's registry knows (src/schema-forms/form-registry.ts). */
  readonly registeredFormIds: readonly string[];
  /** content-fixtures path ('/json/...') → schema file name in schemas/content/. */
  readonly fixtureSchemas: Readonly<Record<string, string>>;
  /** "Today" for the examples' @today dates. */
  readonly now: Date;
}

function strictCompile(file: string, schema: object, createAjv: () => Ajv): Problem[] {
  try {
    createAjv().compile(schema);
    return [];
  } catch (error) {
    return [
      {
        file,
        pointer: '',
        message: `The schema does not compile: ${(error as Error).message}.`,
        fix: 'Fix the value named (a rule with the wrong kind of value, a pattern that is not a valid regular expression...).',
        facts: { kind: 'form-uncompiled' },
      },
    ];
  }
}

function checkForm(
  folder: FormFolder,
  context: CheckContext,
  leadSchemas: readonly JsonFile[],
  checkExampleLeads: ReturnType<typeof exampleLeadsChecker>,
): Problem[] {
  const base = `schemas/forms/${folder.formId}/${folder.formId}`;
  const missing = (part: 'schema' | 'ui' | 'examples', what: string): Problem => ({
    file: `${base}.${part}.json`,
    pointer: '',
    message: `The form "${folder.formId}" has no ${what}.`,
    fix: `Create ${base}.${part}.json (see schemas/README.md).`,
    facts: { kind: 'file-missing', part },
  });
  const { schema, ui, examples } = folder;
  if (!schema) return [missing('schema', 'schema')];
  // A file that does not parse is named where it is read; one that parses to something other
  // than an object is named here, as the studio refuses to edit it.
  const notObjects = [schema, ui, examples].flatMap((file): Problem[] =>
    file && file.data !== undefined && !isSchemaNode(file.data)
      ? [
          {
            file: file.file,
            pointer: '',
            message: 'This file holds no JSON object, so the form cannot be read from it.',
            fix: 'Write the file as one object ({ … }), as the other forms’ files are.',
            facts: { kind: 'file-not-object' },
          },
        ]
      : [],
  );
  if (!isSchemaNode(schema.data)) return notObjects;
  const problems: Problem[] = [...notObjects];
  if (!context.registeredFormIds.includes(folder.formId)) {
    problems.push({
      file: schema.file,
      pointer: '',
      message: `The form "${folder.formId}" is not in the site's list of forms, so no page can show it.`,
      fix: 'Ask a developer to add it to src/schema-forms/form-registry.ts.',
      facts: { kind: 'form-unregistered' },
    });
  }
  const uiSchema = isSchemaNode(ui?.data) ? ui.data : {};
  const unknownWords = checkFormSchema(
    schema.file,
    schema.data,
    context.vocabulary,
    hiddenFieldsOf(uiSchema),
  );
  problems.push(...unknownWords);
  const leadProblems = checkLeadDestinations(schema.file, schema.data, leadSchemas);
  problems.push(...leadProblems);
  const ruleProblems = [
    ...checkFieldRules(schema.file, schema.data),
    ...checkQuestionFaults(
      { schema: schema.file, ui: ui?.file ?? `${base}.ui.json` },
      schema.data,
      uiSchema,
    ),
  ];
  problems.push(...ruleProblems, ...checkSchemaCopy(schema.file, schema.data));
  if (ui) problems.push(...checkUiCopy(ui.file, ui.data));
  if (ui && isSchemaNode(ui.data)) {
    const files = { ui: ui.file, schema: schema.file };
    problems.push(...checkWidgetFit(files, ui.data, schema.data));
    problems.push(...checkConditions(files, schema.data, ui.data));
  }
  const compiles = strictCompile(schema.file, schema.data, context.createFormAjv);
  // A schema with unknown words already said so precisely; ajv would only repeat the first.
  const saidPrecisely =
    ruleProblems.length > 0 ||
    [...unknownWords, ...leadProblems].some(
      (problem) =>
        problem.message.includes('is not a word') || problem.message.includes('is not written'),
    );
  if (!saidPrecisely) problems.push(...compiles);
  if (!ui) problems.push(missing('ui', 'UI schema'));
  else if (isSchemaNode(ui.data))
    problems.push(...checkUiSchema(ui.file, ui.data, schema.data, context.ui));
  if (!examples) problems.push(missing('examples', 'examples'));
  else if (compiles.length === 0 && examples.data !== undefined) {
    const customRules = context.vocabulary.keywords.filter((keyword) => !keyword.startsWith('x-'));
    const exampleProblems = checkExamples(
      examples.file,
      examples.data,
      schema.data,
      context.createFormAjv,
      customRules,
      context.now,
    );
    problems.push(
      ...exampleProblems,
      ...checkExampleChoices(examples.file, examples.data, schema.data),
    );
    // Leads only from destinations that are right, and examples that pass the form as labelled.
    if (leadProblems.length === 0) {
      const mislabelled = new Set(
        exampleProblems.flatMap((problem) => {
          const index = /^\/examples\/(\d+)$/.exec(problem.pointer)?.[1];
          return index === undefined ? [] : [Number(index)];
        }),
      );
      problems.push(...checkExampleLeads(folder, mislabelled));
    }
  }
  return problems;
}

const asSchemaFiles = (files: readonly JsonFile[]): SchemaFile[] =>
  files.flatMap((entry) =>
    isSchemaNode(entry.data) ? [{ file: entry.file, schema: entry.data }] : [],
  );

/**
 * Every problem in schemas/ and content-fixtures/; none means all is well. `companions` are the
 * forms the example leads may pair a checked form with (all of them when `tree.forms` is a part).
 */
export function checkSchemaTree(
  tree: SchemaTree,
  context: CheckContext,
  companions: readonly FormFolder[] = tree.forms,
): Problem[] {
  const problems: Problem[] = [...tree.readProblems];
  const checkExampleLeads = exampleLeadsChecker(companions, tree.leadSchemas, context.now);
  for (const folder of tree.forms) {
    problems.push(...checkForm(folder, context, tree.leadSchemas, checkExampleLeads));
  }
  problems.push(...checkSharedLeadPlaces(companions, tree.journeyForms));
  for (const formId of context.registeredFormIds) {
    if (!tree.forms.some((folder) => folder.formId === formId)) {
      problems.push({
        file: `schemas/forms/${formId}`,
        pointer: '',
        message: `The site expects a form "${formId}", but its folder is missing.`,
        fix: `Create schemas/forms/${formId}/ with its schema, UI schema and examples.`,
        facts: { kind: 'form-folder-missing', form: formId },
      });
    }
  }
  const fixtures = tree.contentFixtures.flatMap((fixture) => {
    const contentPath = fixture.file.replace(/^content-fixtures/, '');
    const schemaName = context.fixtureSchemas[contentPath];
    if (schemaName) {
      return fixtureParts(schemaName, fixture.data).map((part) => ({
        file: fixture.file,
        ...part,
      }));
    }
    problems.push({
      file: fixture.file,
      pointer: '',
      message: 'No schema says what this content fixture must look like.',
      fix: 'Add its path and schema to scripts/schema-check/content-fixture-schemas.ts.',
      facts: { kind: 'fixture-unschemed' },
    });
    return [];
  });
  problems.push(...checkJsonSchemas(asSchemaFiles(tree.contentSchemas), fixtures));
  problems.push(...checkJsonSchemas(asSchemaFiles(tree.leadSchemas)));
  problems.push(...checkSearchSynonyms(tree.messages), ...checkSharedMessages(tree.messages));
  return problems;
}

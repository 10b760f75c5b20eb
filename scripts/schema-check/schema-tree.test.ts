import { describe, expect, it } from 'vitest';
import { readFileTexts, readSchemaTree, schemaTreeFolders, schemaTreeOf } from './schema-tree.ts';

const root = process.cwd();

describe('schemaTreeOf', () => {
  it('builds from texts in memory the same tree readSchemaTree reads from disk', () => {
    const texts = readFileTexts(root, schemaTreeFolders);
    expect(schemaTreeOf(texts)).toEqual(readSchemaTree(root));
  });

  it('reports a text that is not JSON any more, with its file', () => {
    const texts = readFileTexts(root, ['schemas']);
    const file = 'schemas/forms/search/search.ui.json';
    const tree = schemaTreeOf({ ...texts, [file]: '{ "ui:order": [' });
    expect(tree.readProblems.map((problem) => problem.file)).toEqual([file]);
    expect(tree.forms.find((form) => form.formId === 'search')?.ui).toEqual({
      file,
      data: undefined,
    });
  });

  it('finds the forms by the folders their files are in', () => {
    const texts = readFileTexts(root, ['schemas']);
    const withoutSearch = Object.fromEntries(
      Object.entries(texts).filter(([file]) => !file.startsWith('schemas/forms/search/')),
    );
    expect(schemaTreeOf(withoutSearch).forms.map((form) => form.formId)).not.toContain('search');
    expect(schemaTreeOf(texts).forms.map((form) => form.formId)).toContain('search');
  });
});

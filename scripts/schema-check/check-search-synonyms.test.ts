import { describe, expect, it } from 'vitest';
import { createCheckContext } from './check-context.ts';
import { checkSchemaTree } from './check-schema-tree.ts';
import { readSchemaTree, type SchemaTree } from './schema-tree.ts';

const realTree = readSchemaTree(process.cwd());
const context = createCheckContext(new Date());
const file = 'schemas/messages/search-synonyms.json';
const realGroups = (
  realTree.messages.find((entry) => entry.file === file)?.data as {
    groups: unknown;
  }
).groups;

/** What the whole check says with the synonym groups replaced. */
function problemsWithGroups(groups: unknown): ReturnType<typeof checkSchemaTree> {
  const tree: SchemaTree = {
    ...realTree,
    forms: [],
    messages: realTree.messages.map((entry) =>
      entry.file === file ? { ...entry, data: { ...(entry.data as object), groups } } : entry,
    ),
  };
  return checkSchemaTree(tree, { ...context, registeredFormIds: [] });
}

describe('npm run schemas:check on the search synonyms', () => {
  it('finds nothing wrong with the synonyms as they are', () => {
    expect(problemsWithGroups(realGroups)).toEqual([]);
  });

  it.each([
    [
      'a group with one term',
      [['bill', 'statement'], ['boiler']],
      '/groups/1',
      'This group has only one term (["boiler"]): a group lists words or phrases that mean the same, so it needs at least two.',
    ],
    [
      'an empty term',
      [['dd', ' ', 'direct debit']],
      '/groups/0/1',
      'This term is empty: it has no letters or numbers, so no search can match it.',
    ],
    [
      'a term listed twice in a group',
      [['dd', 'direct debit', 'dd']],
      '/groups/0/2',
      'This group lists the term "dd" twice.',
    ],
    [
      'a term in two groups, however it is written',
      [
        ['top up', 'topup'],
        ['credit', 'Top-Up'],
      ],
      '/groups/1/1',
      'The term "Top-Up" is also in the group at /groups/0 (["top up","topup"]): a term may be in one group only, or searching it would mix two meanings.',
    ],
    [
      'a group whose terms are all the same words',
      [['top up', 'Top-up']],
      '/groups/0',
      'The terms of this group (["top up","Top-up"]) are the same words to search, which sets capitals, hyphens and spaces aside, so the group finds nothing more.',
    ],
    [
      'groups that are not lists',
      'bill, statement',
      '/groups',
      'The file does not follow schemas/messages/search-synonyms.schema.json: /groups must be array.',
    ],
  ])('names %s, with its file and place', (_mistake, groups, pointer, message) => {
    expect(problemsWithGroups(groups)).toEqual([
      expect.objectContaining({ file, pointer, message, fix: expect.any(String) }),
    ]);
  });
});

import { Ajv, type ErrorObject } from 'ajv';
import { synonymKey } from '../../src/features/help-content/search/search-synonyms.ts';
import type { Problem } from './problems.ts';
import type { JsonFile } from './schema-tree.ts';

const dataFile = 'schemas/messages/search-synonyms.json';
const schemaFile = 'schemas/messages/search-synonyms.schema.json';

const quoted = (value: unknown) => JSON.stringify(value);

/** What a content editor reads for one way the file breaks its schema. */
function explained(error: ErrorObject, data: unknown): Omit<Problem, 'file'> {
  const pointer = error.instancePath;
  const groups = (data as { groups?: unknown[] }).groups ?? [];
  const group = groups[Number(pointer.split('/')[2])];
  switch (error.keyword) {
    case 'minItems':
      return {
        pointer,
        message: `This group has only one term (${quoted(group)}): a group lists words or phrases that mean the same, so it needs at least two.`,
        fix: 'Add another word or phrase customers use for the same thing, or remove the group.',
        facts: { kind: 'synonym-group-one' },
      };
    case 'pattern':
      return {
        pointer,
        message: 'This term is empty: it has no letters or numbers, so no search can match it.',
        fix: 'Write the word or phrase, or remove it from its group.',
        facts: { kind: 'synonym-empty' },
      };
    case 'uniqueItems': {
      const { j } = error.params as { i: number; j: number };
      return {
        pointer: `${pointer}/${j}`,
        message: `This group lists the term ${quoted((group as unknown[])[j])} twice.`,
        fix: 'Remove one of them.',
        facts: { kind: 'synonym-twice', term: String((group as unknown[])[j]) },
      };
    }
    default:
      return {
        pointer,
        message: `The file does not follow ${schemaFile}: ${pointer || '/'} ${error.message ?? ''}.`,
        fix: 'Write "groups" as a list of groups, each a list of words or phrases in quotes.',
        facts: { kind: 'synonyms-shape' },
      };
  }
}

/** The groups' terms in place, whatever else is wrong with the file (a term not text as ''). */
function termsOf(data: unknown): string[][] {
  const groups = (data as { groups?: unknown }).groups;
  if (!Array.isArray(groups)) return [];
  return groups.map((group: unknown) =>
    Array.isArray(group)
      ? group.map((term: unknown) => (typeof term === 'string' ? term : ''))
      : [],
  );
}

/** Terms that are one to search ('top up', 'Top-up') in two groups, or all through one group. */
function overlaps(groups: readonly (readonly string[])[]): Omit<Problem, 'file'>[] {
  const firstGroupOf = new Map<string, number>();
  const problems: Omit<Problem, 'file'>[] = [];
  groups.forEach((group, at) => {
    const keys = group.map(synonymKey);
    if (keys[0] !== '' && new Set(keys).size === 1 && group.length > 1) {
      problems.push({
        pointer: `/groups/${at}`,
        message: `The terms of this group (${quoted(group)}) are the same words to search, which sets capitals, hyphens and spaces aside, so the group finds nothing more.`,
        fix: 'Add a word or phrase that is different, or remove the group.',
        facts: { kind: 'synonym-group-same' },
      });
    }
    keys.forEach((key, termAt) => {
      if (key === '') return;
      const other = firstGroupOf.get(key);
      if (other === undefined) firstGroupOf.set(key, at);
      else if (other !== at) {
        problems.push({
          pointer: `/groups/${at}/${termAt}`,
          message: `The term ${quoted(group[termAt])} is also in the group at /groups/${other} (${quoted(groups[other])}): a term may be in one group only, or searching it would mix two meanings.`,
          fix: 'Merge the two groups if they mean the same, or remove the term from one of them.',
          facts: { kind: 'synonym-in-two-groups', term: group[termAt] ?? '' },
        });
      }
    });
  });
  return problems;
}

/**
 * Mistakes in the search synonyms content teams edit: the file follows its schema (each group
 * of two terms or more, no term empty or listed twice), and no term is in two groups.
 */
export function checkSearchSynonyms(messages: readonly JsonFile[]): Problem[] {
  const data = messages.find((entry) => entry.file === dataFile);
  const schema = messages.find((entry) => entry.file === schemaFile);
  if (!data || !schema) {
    return [
      {
        file: data ? schemaFile : dataFile,
        pointer: '',
        message: 'The search synonyms or their schema are missing.',
        fix: `Put back ${dataFile} and ${schemaFile}.`,
        facts: { kind: 'synonyms-missing' },
      },
    ];
  }
  // Files that are not JSON were already named when they were read.
  if (data.data === undefined || typeof schema.data !== 'object' || schema.data === null) return [];
  let validate;
  try {
    validate = new Ajv({ strict: true, allErrors: true }).compile(schema.data);
  } catch (error) {
    return [
      {
        file: schemaFile,
        pointer: '',
        message: `The schema does not compile in strict mode: ${(error as Error).message}.`,
        fix: 'Fix the word or value named; unknown words are not allowed in schemas.',
        facts: { kind: 'schema-unreadable' },
      },
    ];
  }
  const shapeProblems = validate(data.data)
    ? []
    : (validate.errors ?? []).map((error) => explained(error, data.data));
  return [...shapeProblems, ...overlaps(termsOf(data.data))].map((problem) => ({
    file: dataFile,
    ...problem,
  }));
}

import { pointerPart } from '../../src/lib/json/json-pointer.ts';
import { recentDatePlaceholder } from '../../src/schema-forms/recent-date.ts';
import { walkSchema, type SchemaNode } from '../../src/schema-forms/walk-schema.ts';
import type { Problem } from './problems.ts';
import { placeholderNothingFills, recentDateOutsideADateField } from './placeholder-findings.ts';

// Form copy is plain text (decision 013): no HTML, and only links a customer can safely follow.
const html = /<\s*[a-zA-Z!/]/;
const link = /(?<![\w.+-])([a-zA-Z][a-zA-Z0-9+.-]*):(\/\/)?/g;
const alwaysLinks = ['javascript', 'data', 'vbscript', 'file'];
const allowedSchemes = ['https', 'mailto', 'tel'];

/** What is wrong with one piece of copy, if anything. */
function copyProblem(text: string): Omit<Problem, 'file' | 'pointer'> | undefined {
  if (html.test(text)) {
    return {
      message:
        'This copy has HTML in it. Form copy is shown as plain text, so the customer would read the tags.',
      fix: 'Remove the tags and write the words alone.',
      facts: { kind: 'copy-html' },
    };
  }
  for (const [, scheme = '', slashes] of text.matchAll(link)) {
    const lower = scheme.toLowerCase();
    if (!slashes && !alwaysLinks.includes(lower)) continue;
    if (allowedSchemes.includes(lower)) continue;
    return {
      message: `This copy has a "${lower}:" link. Only https:, mailto:, tel: and links within the site (starting with /) are allowed.`,
      fix: `Use an https: address${lower === 'http' ? ' (the same address with https:)' : ''}, or remove the link.`,
      facts: { kind: 'copy-link', scheme: lower },
    };
  }
  return undefined;
}

/** Which copy a placeholder stands in, as a finding names it. */
type CopyPlace = 'the title' | 'the hint' | 'this copy';

/**
 * Placeholders in a label, hint or button's words: only a date field's hint fills one,
 * {recentDate} (src/schema-forms/theme/field-ids.ts); anything else in braces reaches the
 * customer as typed. Error messages' placeholders are checked with their rules
 * (check-field-rules.ts). `field` is the schema of the field the copy belongs to, if known.
 */
function placeholderProblems(
  file: string,
  at: string,
  where: CopyPlace,
  text: unknown,
  field: SchemaNode | undefined,
): Problem[] {
  if (typeof text !== 'string') return [];
  return [...text.matchAll(/\{(\w*)\}/g)].flatMap(([, name = '']): Problem[] => {
    const recentDate = name === recentDatePlaceholder;
    if (recentDate && where === 'the hint' && field?.format === 'date') return [];
    const [message, fix] = recentDate
      ? recentDateOutsideADateField(where)
      : placeholderNothingFills(where, name);
    return [
      {
        file,
        pointer: at,
        message,
        fix,
        facts: recentDate
          ? { kind: 'recent-date-misplaced' }
          : { kind: 'copy-placeholder', placeholder: `{${name}}` },
      },
    ];
  });
}

/** Copy in a form schema: titles, descriptions and error messages. */
export function checkSchemaCopy(file: string, schema: SchemaNode): Problem[] {
  const problems: Problem[] = [];
  walkSchema(schema, (node, pointer) => {
    problems.push(
      ...placeholderProblems(file, `${pointer}/title`, 'the title', node.title, node),
      ...placeholderProblems(file, `${pointer}/description`, 'the hint', node.description, node),
    );
    const texts: [string, unknown][] = [
      [`${pointer}/title`, node.title],
      [`${pointer}/description`, node.description],
      ...Object.entries(
        typeof node['x-errorMessages'] === 'object' && node['x-errorMessages'] !== null
          ? node['x-errorMessages']
          : {},
      ).map(([rule, text]): [string, unknown] => [`${pointer}/x-errorMessages/${rule}`, text]),
    ];
    for (const [at, text] of texts) {
      const problem = typeof text === 'string' ? copyProblem(text) : undefined;
      if (problem) problems.push({ file, pointer: at, ...problem });
    }
  });
  return problems;
}

const copyKeys = /^(ui:(title|description|help|placeholder)|submitText|submittingText|listedAs)$/;

/**
 * Copy in a UI schema: titles, help, placeholders and button words. Nothing fills a placeholder
 * there: a field's hint is its schema's description (the UI schema's own is not an option).
 */
export function checkUiCopy(file: string, ui: unknown, pointer = ''): Problem[] {
  if (typeof ui !== 'object' || ui === null) return [];
  return Object.entries(ui).flatMap(([key, value]) => {
    const at = `${pointer}/${pointerPart(key)}`;
    if (typeof value === 'string' && copyKeys.test(key)) {
      const problem = copyProblem(value);
      return [
        ...(problem ? [{ file, pointer: at, ...problem }] : []),
        ...placeholderProblems(file, at, 'this copy', value, undefined),
      ];
    }
    return checkUiCopy(file, value, at);
  });
}

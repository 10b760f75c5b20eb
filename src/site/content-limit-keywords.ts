import type { KeywordDefinition } from 'ajv';

/**
 * The annotation keywords of schemas/content/ holding the soft limits, and the rules each may
 * hold (decision 018): `x-advisory` content is shown as sent, `x-fit` content is fitted.
 */
export const limitKeywordRules = {
  'x-advisory': ['maxLength', 'maxItems'],
  'x-fit': ['maxItems', 'pattern'],
} as const;
export type LimitKeyword = keyof typeof limitKeywordRules;
export type LimitRule = (typeof limitKeywordRules)[LimitKeyword][number];

/**
 * The two annotation keywords of schemas/content/ that hold the soft limits: limits we chose,
 * which the specification does not set (decision 018). Content that breaks one is still shown.
 * - `x-advisory`: a breach is reported and the content shown as sent (lengths, most counts).
 * - `x-fit`: a breach is reported and the content fitted to the page: items past `maxItems`
 *   are left out, and an address breaking `pattern` is made https, or left out with the
 *   smallest optional part holding it.
 */
export const limitKeywords = Object.keys(limitKeywordRules) as LimitKeyword[];

const ruleValues = {
  maxLength: { type: 'integer', minimum: 0 },
  maxItems: { type: 'integer', minimum: 0 },
  pattern: { type: 'string', minLength: 1 },
} as const;

/** What a keyword may hold: a misspelt or unsupported rule fails the schema's compile. */
function rulesOf(keyword: LimitKeyword): object {
  const rules = limitKeywordRules[keyword];
  return {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: Object.fromEntries(rules.map((rule) => [rule, ruleValues[rule]])),
  };
}

/** For the shape check (the stub, schemas:check): the limits are read, never checked. */
export function limitKeywordsAsAnnotations(): KeywordDefinition[] {
  return limitKeywords.map((keyword) => ({
    keyword,
    schemaType: 'object',
    metaSchema: rulesOf(keyword),
  }));
}

/**
 * For the limits check: each keyword's rules apply to the value it sits on. Errors keep the
 * keyword in their schemaPath (`…/x-fit/maxItems`), which says what to do about them.
 */
export function limitKeywordsAsRules(): KeywordDefinition[] {
  return limitKeywords.map((keyword) => ({
    keyword,
    schemaType: 'object',
    metaSchema: rulesOf(keyword),
    macro: (rules: object) => rules,
  }));
}

import { describe, expect, it } from 'vitest';
import { formKeywords } from '../validation/form-keywords.ts';
import { customRuleNames, editableRuleNames } from './form-rules.ts';

describe('the custom rules', () => {
  it('each have a keyword the validator registers', () => {
    const registered = formKeywords.map((definition) => definition.keyword);
    for (const rule of customRuleNames) expect(registered).toContain(rule);
  });

  it('are the rules the studio edits besides the lengths', () => {
    expect(editableRuleNames).toEqual(['minLength', 'maxLength', ...customRuleNames]);
  });
});

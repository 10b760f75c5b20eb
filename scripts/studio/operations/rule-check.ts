import { refuse } from '../model/form-editor.ts';
import { ruleKinds } from '../model/form-questions.ts';
import { because } from '../model/refusal-words.ts';
import type { AnswerKind, StudioRule } from '../model/studio-operations.ts';

/** Refuses a rule that does not suit the kind of answer, or a value the rule cannot take. */
export function checkRule(rule: StudioRule, kind: AnswerKind | undefined) {
  if (!kind || !ruleKinds[rule.rule].includes(kind)) {
    refuse(because('ruleDoesNotSuit', { rule: rule.rule }));
  }
  if ('value' in rule) {
    const { value } = rule;
    if (
      typeof value === 'number' &&
      (!Number.isInteger(value) || value < (rule.rule === 'dateWithinPastMonths' ? 1 : 0))
    ) {
      refuse(
        because(rule.rule === 'dateWithinPastMonths' ? 'monthsNotWhole' : 'lengthNotWhole', {
          rule: rule.rule,
        }),
      );
    }
    if (
      Array.isArray(value) &&
      (value.length === 0 || value.some((code) => !['GB', 'IE'].includes(code)))
    ) {
      refuse(because('phoneCountries'));
    }
  }
}

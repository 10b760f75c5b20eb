import {
  isPhoneCountryList,
  isWholeCount,
  leastCountOf,
  ruleSuits,
} from '../../schema-check/question-faults.ts';
import { refuse } from '../model/form-editor.ts';
import { because } from '../model/refusal-words.ts';
import type { AnswerKind, StudioRule } from '../model/studio-operations.ts';

/** Refuses a rule that does not suit the kind of answer, or a value the rule cannot take. */
export function checkRule(rule: StudioRule, kind: AnswerKind | undefined) {
  if (!ruleSuits(rule.rule, kind)) {
    refuse(because('ruleDoesNotSuit', { rule: rule.rule }));
  }
  if ('value' in rule) {
    const { value } = rule;
    if (typeof value === 'number' && !isWholeCount(value, leastCountOf(rule.rule))) {
      refuse(
        because(rule.rule === 'dateWithinPastMonths' ? 'monthsNotWhole' : 'lengthNotWhole', {
          rule: rule.rule,
        }),
      );
    }
    if (Array.isArray(value) && !isPhoneCountryList(value)) {
      refuse(because('phoneCountries'));
    }
  }
}

import {
  isPhoneCountryList,
  isWholeCount,
  leastCountOf,
  ruleSuits,
} from '../../schema-check/question-faults.ts';
import { isPattern } from '../model/pattern-rule.ts';
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
    // A number's range may be any number; a length or a number of months only a whole count.
    const isRange = rule.rule === 'minimum' || rule.rule === 'maximum';
    if (isRange && !Number.isFinite(value)) refuse(because('rangeNotNumber', { rule: rule.rule }));
    if (!isRange && typeof value === 'number' && !isWholeCount(value, leastCountOf(rule.rule))) {
      refuse(
        because(rule.rule === 'dateWithinPastMonths' ? 'monthsNotWhole' : 'lengthNotWhole', {
          rule: rule.rule,
        }),
      );
    }
    if (rule.rule === 'pattern' && !isPattern(rule.value)) refuse(because('patternNotValid'));
    if (Array.isArray(value) && !isPhoneCountryList(value)) {
      refuse(because('phoneCountries'));
    }
  }
}

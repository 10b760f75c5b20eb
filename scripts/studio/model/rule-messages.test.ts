import { describe, expect, it } from 'vitest';
import { kindMessage, requiredMessage, ruleMessage } from './rule-messages.ts';

describe('error messages in the GOV.UK style', () => {
  it('asks for a missing answer by what it is', () => {
    expect(requiredMessage('Email address', 'email')).toBe('Enter your email address');
    expect(requiredMessage('Your reference', 'text')).toBe('Enter your reference');
    expect(requiredMessage('What is your postcode?', 'text')).toBe('Enter your postcode');
    expect(requiredMessage('When is the best time to call you?', 'text')).toBe('Enter your answer');
    expect(requiredMessage('Preferred contact method', 'radios')).toBe(
      'Select your preferred contact method',
    );
    expect(requiredMessage('Do you have a smart meter?', 'yes-no')).toBe('Select yes or no');
  });

  it('says each rule as GOV.UK does', () => {
    expect(ruleMessage('Reference', { rule: 'maxLength', value: 500 })).toBe(
      'Reference must be 500 characters or fewer',
    );
    expect(ruleMessage('Reference', { rule: 'minLength', value: 2 })).toBe(
      'Reference must be 2 characters or more',
    );
    expect(ruleMessage('What happened?', { rule: 'maxLength', value: 500 })).toBe(
      'Your answer must be 500 characters or fewer',
    );
    expect(ruleMessage('Date of the visit', { rule: 'dateWithinPastMonths', value: 3 })).toBe(
      'Date of the visit must be today or in the last 3 months',
    );
    expect(ruleMessage('Phone', { rule: 'phoneNumber', value: ['GB'] })).toBe(
      'Enter a UK telephone number, like 07911 123456',
    );
    expect(ruleMessage('Phone', { rule: 'phoneNumber', value: ['IE'] })).toBe(
      'Enter an Irish telephone number, like +353 87 123 4567',
    );
    expect(ruleMessage('Gas account number', { rule: 'customerNumber' })).toMatch(
      /^Enter your gas account number as it appears on your bill/,
    );
    expect(kindMessage('Date of the visit', 'date', 'format')).toBe(
      'Date of the visit must be a real date, like {recentDate}',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { kindMessage, requiredMessage, ruleMessage } from './rule-messages.ts';

describe('error messages in the GOV.UK style', () => {
  it('asks for a missing answer by what it is', () => {
    expect(requiredMessage('Email address', 'email')).toBe('Enter your email address');
    expect(requiredMessage('Your reference', 'text')).toBe('Enter your reference');
    expect(requiredMessage('What is your postcode?', 'text')).toBe('Enter your postcode');
    expect(requiredMessage('When is the best time to call you?', 'text')).toBe(
      'Enter the best time to call you',
    );
    expect(requiredMessage('When is the best time to call you?', 'radios')).toBe(
      'Select the best time to call you',
    );
    expect(requiredMessage('What happened?', 'textarea')).toBe('Enter your answer');
    // Issue 39, finding 3: an instruction asks for what follows its verb.
    expect(requiredMessage('Tell us about the extra support you need', 'textarea')).toBe(
      'Enter the extra support you need',
    );
    expect(requiredMessage('Tell us your enquiry', 'textarea')).toBe('Enter your enquiry');
    expect(requiredMessage('Give details of the fault', 'textarea')).toBe(
      'Enter details of the fault',
    );
    expect(requiredMessage('Describe it', 'textarea')).toBe('Enter your answer');
    expect(requiredMessage('Which meter would you like to read?', 'radios')).toBe(
      'Select an answer',
    );
    expect(requiredMessage('Preferred contact method', 'radios')).toBe(
      'Select your preferred contact method',
    );
    // GOV.UK's "Select yes if…", where the question turns plainly into what it asks about.
    expect(requiredMessage('Do you have a smart meter?', 'yes-no')).toBe(
      'Select yes if you have a smart meter',
    );
    expect(requiredMessage('Can we call you?', 'yes-no')).toBe('Select yes if we can call you');
    expect(requiredMessage('Is this your first complaint?', 'yes-no')).toBe(
      'Select yes if this is your first complaint',
    );
    expect(requiredMessage('Did the engineer arrive on time?', 'yes-no')).toBe('Select yes or no');
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

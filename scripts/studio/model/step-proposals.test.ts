import { describe, expect, it } from 'vitest';
import { stepPathFault } from '../../journeys/step-path-faults.ts';
import { questionNamePattern } from '../../../src/schema-forms/form-model/question-names.ts';
import { proposeQuestionName, proposeStepPath } from './step-proposals.ts';

describe('what the studio proposes for a new step', () => {
  it('an address from the heading’s first words, free of the journey’s others', () => {
    expect(proposeStepPath('About your boiler', [])).toBe('about-your-boiler');
    expect(proposeStepPath('What’s your boiler’s make? (Optional)', [])).toBe(
      'whats-your-boilers-make-optional',
    );
    expect(proposeStepPath('Café opening hours', [])).toBe('cafe-opening-hours');
    expect(proposeStepPath('24 hour cover', [])).toBe('hour-cover');
    expect(proposeStepPath('Contact', ['', 'contact'])).toBe('contact-2');
    expect(proposeStepPath('Check answers', [])).toBe('check-answers-2');
    expect(proposeStepPath('???', [])).toBe('step');
    for (const heading of ['../../etc', 'A / B', ' ', 'Ünïcode ✓ words'])
      expect(stepPathFault(proposeStepPath(heading, []), [])).toBeUndefined();
  });

  it('a question’s name in the files from its label', () => {
    expect(proposeQuestionName('How old is your boiler?')).toBe('howOldIsYourBoiler');
    expect(proposeQuestionName('2nd phone number')).toBe('phoneNumber');
    expect(questionNamePattern.test(proposeQuestionName('Your boiler’s make'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  mayVisitFeedbackDetails,
  nextFeedbackStep,
  unfinishedFeedbackStep,
} from './feedback-journey.ts';

describe('feedback journey (SPEC section 4)', () => {
  it('"the credit text goes to the personal-details page", then check your answers, then confirmation', () => {
    expect(nextFeedbackStep('credit-use')).toBe('personal-details');
    expect(nextFeedbackStep('personal-details')).toBe('check-answers');
    expect(nextFeedbackStep('check-answers')).toBe('confirmation');
  });

  it('"Without cached feedback text the user is sent back"', () => {
    expect(mayVisitFeedbackDetails(undefined)).toBe(false);
    expect(mayVisitFeedbackDetails('   ')).toBe(false);
    expect(mayVisitFeedbackDetails('Keep it as credit, please.')).toBe(true);
  });

  it('check your answers opens only once the reason and the details are in', () => {
    expect(unfinishedFeedbackStep(undefined, true)).toBe('credit-use');
    expect(unfinishedFeedbackStep('Keep it.', false)).toBe('personal-details');
    expect(unfinishedFeedbackStep('Keep it.', true)).toBeUndefined();
  });
});

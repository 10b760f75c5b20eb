import { describe, expect, it } from 'vitest';
import { mayVisitFeedbackDetails, nextFeedbackStep } from './feedback-journey.ts';

describe('feedback journey (SPEC section 4)', () => {
  it('"the credit text goes to the personal-details page", which goes to confirmation', () => {
    expect(nextFeedbackStep('credit-use')).toBe('personal-details');
    expect(nextFeedbackStep('personal-details')).toBe('confirmation');
  });

  it('"Without cached feedback text the user is sent back"', () => {
    expect(mayVisitFeedbackDetails(undefined)).toBe(false);
    expect(mayVisitFeedbackDetails('   ')).toBe(false);
    expect(mayVisitFeedbackDetails('Keep it as credit, please.')).toBe(true);
  });
});

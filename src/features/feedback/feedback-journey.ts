/** The steps of the feedback ('We owe you') journey, in order (SPEC section 4). */
export type FeedbackStep = 'credit-use' | 'personal-details';

/** The step after the credit-use page. */
export function nextFeedbackStep(step: FeedbackStep): FeedbackStep | 'confirmation' {
  return step === 'credit-use' ? 'personal-details' : 'confirmation';
}

/**
 * Whether the personal-details page may be shown: SPEC section 4, "Without cached feedback text
 * the user is sent back." Blank text counts as none, since the box is required.
 */
export function mayVisitFeedbackDetails(feedbackText: string | undefined): boolean {
  return typeof feedbackText === 'string' && feedbackText.trim() !== '';
}

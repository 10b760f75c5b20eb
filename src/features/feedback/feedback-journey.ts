/** The steps of the feedback ('We owe you') journey, in order (SPEC section 4). */
export type FeedbackStep = 'credit-use' | 'personal-details' | 'check-answers';

/** The step after each: the details, then 'Check your answers', which sends the lead. */
export function nextFeedbackStep(step: FeedbackStep): FeedbackStep | 'confirmation' {
  if (step === 'credit-use') return 'personal-details';
  return step === 'personal-details' ? 'check-answers' : 'confirmation';
}

/**
 * Whether the personal-details page may be shown: SPEC section 4, "Without cached feedback text
 * the user is sent back." Blank text counts as none, since the box is required.
 */
export function mayVisitFeedbackDetails(feedbackText: string | undefined): boolean {
  return typeof feedbackText === 'string' && feedbackText.trim() !== '';
}

/**
 * The step a customer who opens 'Check your answers' must finish first, if any: the reason,
 * then the details. Undefined when both are in.
 */
export function unfinishedFeedbackStep(
  feedbackText: string | undefined,
  detailsChecked: boolean,
): 'credit-use' | 'personal-details' | undefined {
  if (!mayVisitFeedbackDetails(feedbackText)) return 'credit-use';
  return detailsChecked ? undefined : 'personal-details';
}

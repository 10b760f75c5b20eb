import copy from '../../../schemas/messages/personal-details.json' with { type: 'json' };

/**
 * Words over a journey's personal details (schemas/messages/personal-details.json): a file of
 * their own, so the steps that ask for personal details download only these words, not every
 * signed-in customer's (identity.json).
 */
export const personalDetailsCopy = copy;

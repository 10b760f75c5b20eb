/**
 * The form a new step asks: the journey's id, then the step's path (none for a journey's first
 * step), so no two steps of the site share one (decision 055: a step keeps its answers under its
 * form's id).
 */
export const stepFormIdOf = (journeyId: string, path: string): string =>
  path === '' ? journeyId : `${journeyId}-${path}`;

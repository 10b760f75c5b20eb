/**
 * The ids of the studio's own settings forms (decision 044), shared by the studio's server, which
 * compiles them, and its pages, which render them. A question's settings form depends on the
 * lead its form sends (the places that lead already has), so there is one per lead schema.
 */
export const settingsFormIds = {
  pageWords: 'studio-page-words',
  rename: 'studio-rename',
} as const;

const forLead = (form: string, leadSchema: string | undefined) => {
  if (leadSchema === undefined) return form;
  const name = leadSchema.replace(/\.schema\.json$/, '').replace(/[^a-z0-9-]+/g, '-');
  return `${form}--${name}`;
};

/** The question settings form for a form sending `leadSchema` (none: a form that sends no lead). */
export const questionSettingsFormId = (leadSchema: string | undefined): string =>
  forLead('studio-question-settings', leadSchema);

/** "Add a question" for a form sending `leadSchema`. */
export const addQuestionFormId = (leadSchema: string | undefined): string =>
  forLead('studio-add-question', leadSchema);

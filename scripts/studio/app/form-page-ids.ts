/** The ids of a form page's parts that focus moves to: after an edit, from a link. */

/** The ids of a question's buttons, so focus can follow a question that moved. */
export const questionButtonId = (field: string, action: 'edit' | 'up' | 'down' | 'remove') =>
  `question-${field}-${action}`;

/** The heading of a question's card, which takes focus after the question changes. */
export const questionHeadingId = (field: string) => `question-${field}-heading`;

/** The form page's headings that take focus when what they head has changed. */
export const formPageHeadingIds = {
  questions: 'studio-questions-title',
  add: 'studio-add-title',
  pageWords: 'studio-page-words-title',
  preview: 'studio-preview-title',
} as const;

/** The ids of the journeys page's parts that focus moves to after an edit. */
export const journeyPageIds = {
  /** A journey's "Steps of …" heading, where focus goes once a step is removed. */
  steps: (journeyId: string) => `journey-${journeyId}-steps`,
  /** A step's heading, where focus goes once its heading is saved. */
  step: (formId: string) => `step-${formId}`,
  /** A step's "Change heading" button, where focus goes back on Cancel. */
  changeHeading: (formId: string) => `step-${formId}-change`,
  /** A step's heading field. */
  headingField: (formId: string) => `step-${formId}-heading`,
  /** A step's heading on "Check your answers" field. */
  summaryField: (formId: string) => `step-${formId}-summary-heading`,
  /** A journey's confirmation words heading, where focus goes once they are saved. */
  confirmation: (journeyId: string) => `journey-${journeyId}-confirmation`,
  /** A journey's "Change words" button, where focus goes back on Cancel. */
  changeWords: (journeyId: string) => `journey-${journeyId}-change-words`,
  /** The fields of a journey's own words. */
  words: (journeyId: string, place: string) => `journey-${journeyId}-words-${place}`,
  /** A step's "Remove step" button. */
  remove: (formId: string) => `step-${formId}-remove`,
  /** The fields of "Add a step". */
  add: (journeyId: string, field: 'title' | 'path' | 'label' | 'name') =>
    `journey-${journeyId}-add-${field}`,
} as const;

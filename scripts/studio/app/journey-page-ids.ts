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
  /** A step's "Remove step" button. */
  remove: (formId: string) => `step-${formId}-remove`,
  /** The fields of "Add a step". */
  add: (journeyId: string, field: 'title' | 'path' | 'label' | 'name') =>
    `journey-${journeyId}-add-${field}`,
} as const;

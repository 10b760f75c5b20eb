/**
 * Marks the element a page chose to start on (a step opened by a 'Change' link starts on that
 * answer): the site frame, which otherwise moves focus to a new page's heading, focuses it instead.
 */
export const arrivalFocusAttribute = 'data-arrival-focus';

/**
 * Where the studio's tests keep a copy of the feedback details form as they know it. Most of
 * them edit that form and expect exact lines, so they run on this copy (the model's tests through
 * real-studio-files.ts, the browser walkthrough in its copy of the project): a change content
 * teams make to the real form, through the studio say, then fails none of them. Copy the real
 * files here again when a change to the studio needs a form of a shape the copy lacks.
 */
export const testedFormFolder = 'scripts/studio/model/testing/feedback-details-as-tested';

/** The folder of the real form the copy stands in for. */
export const testedFormTarget = 'schemas/forms/feedback-details';

/**
 * The longest a step's heading may be: GOV.UK's content design keeps titles to 65 characters,
 * spaces included, so they show whole in search results and browser tabs.
 */
export const longestStepTitle = 65;

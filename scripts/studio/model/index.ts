/** The forms studio's model (decision 040): Node-only, pure functions over file texts. */
export * from './studio-operations.ts';
export { applyStudioOperation, offeredExampleAnswers } from './apply-studio-operation.ts';
export { autocompleteTokens, isAutocompleteToken } from './autocomplete-tokens.ts';
export { checkStudioFiles, type Problem } from './check-studio-files.ts';
export { describeStudioChange } from './describe-studio-change.ts';
export {
  describeStudioForm,
  type StudioForm,
  type StudioQuestion,
} from './describe-studio-form.ts';
export { diffStudioFiles, type StudioFileDiff } from './diff-studio-files.ts';
export { exampleLeadsOf, type StudioExampleLead } from './example-leads.ts';
export {
  checkLeadName,
  leadPlacesOf,
  type LeadPlace,
  type StudioLeadPlaces,
} from './lead-places.ts';
export {
  formIdsIn,
  isStudioEditable,
  loadStudioFiles,
  studioEditedFolders,
} from './studio-files.ts';
export { createStudioSession, type StudioSession } from './studio-session.ts';
export { findingPlace, type FindingPlace, type FindingSetting } from './finding-place.ts';

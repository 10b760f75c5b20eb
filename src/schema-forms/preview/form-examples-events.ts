/**
 * The HMR event the studio run for a team sends when an examples file of an editor's copy is
 * saved (scripts/studio/team/editor-preview-plugin.ts): no module of the preview imports that
 * file by its own address, so the open previews of the form read their examples again.
 */
export const formExamplesSavedEvent = 'help-and-support:form-examples-saved';

/** Which form's examples were saved. */
export interface FormExamplesSavedMessage {
  readonly formId: string;
}

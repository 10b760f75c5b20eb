import type { AnswerKind, StudioOperation } from './studio-api-types.ts';

/**
 * The form's facts every panel needs. A module of its own, below the panels: the question panel
 * and the controls inside it both take it, so neither imports the other for it.
 */
export interface PanelContext {
  readonly formId: string;
  readonly leadPlaces: readonly string[];
  readonly autocompleteTokens: readonly string[];
  /** The rules each kind of answer can take. */
  readonly ruleKinds: Readonly<Record<string, readonly AnswerKind[]>>;
  /** The question settings form for this form's lead (settings-form-ids.ts). */
  readonly settingsFormId: string;
  /** "Add a question" for this form's lead (settings-form-ids.ts). */
  readonly addFormId: string;
  /**
   * Makes the operations; resolves true when made. Focus then goes to what changed, or else to
   * the heading of the question `field` (its "Save changes" saves nothing when nothing changed).
   */
  readonly apply: (operations: readonly StudioOperation[], field?: string) => Promise<boolean>;
  readonly busy: boolean;
}

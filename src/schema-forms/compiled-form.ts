import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { LeadPlacement } from '../lib/leads/declared-answers.ts';

/**
 * What each generated module in src/schema-forms/compiled/ exports by default: the form's schema
 * and UI schema exactly as compiled (rjsf's precompiled validator insists the schema it is handed
 * deep-equals the compiled one, so both travel together) and the standalone validate functions.
 */
export interface CompiledForm {
  readonly formId: string;
  readonly schema: RJSFSchema;
  readonly uiSchema: UiSchema;
  readonly validateFns: ValidatorFunctions;
  /** Answers the generic step places in the lead, read from the schema's `x-lead` (decision 022). */
  readonly leadPlacements: readonly LeadPlacement[];
  /**
   * Loads the whole form's check into `validateFns` (decision 051): a site form's module carries
   * only what showing the form needs. Absent when the module carries the check itself.
   */
  readonly loadChecks?: () => Promise<void>;
  /** Whether `loadChecks` has brought the whole form's check in. */
  readonly checksLoaded?: () => boolean;
}

/** Window event a regenerated module dispatches in dev (HMR), carrying its new CompiledForm. */
export const formUpdatedEvent = 'schema-forms:updated';

import type { ReactNode } from 'react';
import type { JourneyStep } from '../lib/analytics/journey-events.ts';
import type { FormDataById, FormDraft } from './form-data.ts';
import type { FormId } from './form-registry.ts';

/** Props of SchemaForm; `Id` types the data from the form's schema. */
export interface SchemaFormProps<Id extends FormId> {
  /** Which form of schemas/forms/ to show. */
  readonly formId: Id;
  /** The answers so far (controlled); omit to let the form keep them. */
  readonly formData?: FormDraft<FormDataById[Id]>;
  /** Every change, e.g. to save a draft. */
  readonly onChange?: (data: FormDraft<FormDataById[Id]>) => void;
  /**
   * A valid submit, with fields of branches that do not apply and `hiddenFields` removed. Where
   * its answers go in a lead is worked out when the lead is composed (composed-step.ts).
   */
  readonly onSubmit: (data: FormDataById[Id]) => void;
  /** While true the submit button is disabled and reads the UI schema's `submittingText`. */
  readonly submitting?: boolean;
  /** Top-level fields this page leaves out: not shown, validated nor submitted. */
  readonly hiddenFields?: readonly string[];
  /**
   * The page's title. While errors show, SchemaForm renders `<title>Error: {pageTitle}</title>`;
   * React 19 puts a newly mounted <title> before the others, so it wins over the page's own
   * PageHead title, and the page's title is back as soon as the errors go.
   */
  readonly pageTitle?: string;
  /** Shown after the error summary and before the fields: the page's h1, an intro. */
  readonly heading?: ReactNode;
  /** An alert above the fields, e.g. a failed submission. */
  readonly alert?: ReactNode;
  /** Content between the last field and the submit button. */
  readonly beforeSubmit?: ReactNode;
  /** Passed to rjsf's formContext for custom widgets. */
  readonly formContext?: Record<string, unknown>;
  /** Prefix of every field id; give each form on one page its own. Default 'root'. */
  readonly idPrefix?: string;
  /**
   * Which journey and step this form is, so content teams see where customers stop: its view and
   * each error a submit shows are counted (issue 32, item 5). The editors' preview has none.
   */
  readonly journeyStep?: JourneyStep;
  /** A field (dotted path) to focus when the form shows: the answer a 'Change' link opened. */
  readonly focusField?: string;
  /** Validate at once as if submitted, without moving focus (the editors' preview). */
  readonly showErrorsOnMount?: boolean;
}

import { Suspense, use, type ReactNode } from 'react';
import { isPrerendering } from '../app/prerender/prerendering';
import { LoadingStatus } from '../lib/loading/LoadingStatus';
import { settledImport } from '../lib/loading/settled-import';
import { formCopy } from './form-copy';
import type { FormDataById, FormDraft } from './form-data';
import type { FormId } from './form-registry';

/** Props of SchemaForm; `Id` types the data from the form's schema. */
export interface SchemaFormProps<Id extends FormId> {
  /** Which form of schemas/forms/ to show. */
  readonly formId: Id;
  /** The answers so far (controlled); omit to let the form keep them. */
  readonly formData?: FormDraft<FormDataById[Id]>;
  /** Every change, e.g. to save a draft. */
  readonly onChange?: (data: FormDraft<FormDataById[Id]>) => void;
  /** A valid submit, with fields of branches that do not apply and `hiddenFields` removed. */
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
  /** Validate at once as if submitted, without moving focus (the editors' preview). */
  readonly showErrorsOnMount?: boolean;
}

/** Loads the form renderer, once; ahead of need in tests, so a form renders without suspending. */
export const preloadFormRenderer = settledImport(() => import('./LoadedSchemaForm'));

function FormRenderer<Id extends FormId>(props: SchemaFormProps<Id>) {
  const { LoadedSchemaForm } = use(preloadFormRenderer());
  return <LoadedSchemaForm {...props} />;
}

/**
 * The one form component of the site: renders a form of schemas/forms/ in our GOV.UK-style theme
 * and validates it with its precompiled validator (no eval). Validation runs on submit: errors
 * show in a focused error summary and inline; then fields in error re-check as they change.
 * The renderer (rjsf) loads as its own chunk, so a page paints its frame and this form's
 * loading status without waiting for it; import SchemaForm only from code-split route
 * components, never from shared code.
 *
 * @example
 * <SchemaForm formId="meter-read" formData={draft} onChange={saveDraft}
 *   onSubmit={(reading) => send(mapMeterReadToLead(reading))} submitting={isPending}
 *   pageTitle="Submit a meter reading - Help & Support" heading={<h1>Submit a meter reading</h1>} />
 */
export function SchemaForm<Id extends FormId>(props: SchemaFormProps<Id>) {
  // The page's heading shows while the renderer loads, where the form will show it.
  const loading = (
    <>
      {props.heading}
      <LoadingStatus text={formCopy.loading} />
    </>
  );
  // A prerendered page has no fields: what a customer typed before the script ran would be lost.
  if (isPrerendering()) return loading;
  return (
    <Suspense fallback={loading}>
      <FormRenderer {...props} />
    </Suspense>
  );
}

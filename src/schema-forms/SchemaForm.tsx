import { Suspense, use } from 'react';
import { isPrerendering } from '../site/prerendering.ts';
import { useStepViewed } from '../lib/analytics/use-step-viewed.ts';
import { LoadingStatus } from '../lib/loading/LoadingStatus.tsx';
import { lazyModule } from '../lib/loading/lazy-module.ts';
import { loadNeedsJavaScript } from '../lib/loading/load-needs-javascript.ts';
import { formCopy } from './form-copy.ts';
import type { FormId } from './form-registry.ts';
import type { SchemaFormProps } from './schema-form-props.ts';

/** Loads the form renderer, once; ahead of need in tests, so a form renders without suspending. */
export const preloadFormRenderer = lazyModule(() => import('./LoadedSchemaForm.tsx'));

function FormNeedsJavaScript() {
  const { NeedsJavaScript } = use(loadNeedsJavaScript());
  return <NeedsJavaScript what="form" />;
}

function FormRenderer<Id extends FormId>(props: SchemaFormProps<Id>) {
  // use() on every render (lazy-module.ts): once loaded, it returns the renderer at once.
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
  // Counted as the step shows, before its renderer loads: a step whose code never arrives was
  // still seen.
  useStepViewed(props.journeyStep);
  // The page's heading shows while the renderer loads, where the form will show it.
  const loading = (
    <>
      {props.heading}
      <LoadingStatus text={formCopy.loading} />
    </>
  );
  // A prerendered page has no fields: what a customer typed before the script ran would be lost.
  // Without JavaScript the loading state would never end: the page says what is needed instead.
  if (isPrerendering()) {
    return (
      <>
        {loading}
        <Suspense fallback={null}>
          <FormNeedsJavaScript />
        </Suspense>
      </>
    );
  }
  return (
    <Suspense fallback={loading}>
      <FormRenderer {...props} />
    </Suspense>
  );
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../site/config.ts';
import { isFormId } from '../schema-forms/form-registry.ts';
import { FormPreview } from '../schema-forms/preview/FormPreview.tsx';
import { leadJourneys } from './-lead-journeys.ts';

/** Every example of one form, for content editors; only on the embedded stub. */
export const Route = createFileRoute('/forms-preview/$formId')({
  beforeLoad: ({ params }) => {
    if (!config.embeddedStub || !isFormId(params.formId)) throw notFound();
  },
  component: FormPreviewRoute,
});

function FormPreviewRoute() {
  const { formId } = Route.useParams();
  // beforeLoad let only known ids through.
  return isFormId(formId) ? (
    <FormPreview key={formId} formId={formId} journeys={leadJourneys} />
  ) : null;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../site/config.ts';
import { isFormId } from '../schema-forms/form-registry.ts';
import { FormPreview } from '../schema-forms/preview/FormPreview.tsx';
import { withDeclaredAnswers } from '../lib/leads/declared-answers.ts';
import type { ExampleLeadBuilder } from '../schema-forms/preview/ExampleLead.tsx';
import { mapMeterReadToLead } from '../features/meter-read/map-meter-read-to-lead.ts';
import type { MeterReadData } from '../schema-forms/form-data.ts';

/** Every example of one form, for content editors; only on the embedded stub. */
export const Route = createFileRoute('/forms-preview/$formId')({
  beforeLoad: ({ params }) => {
    if (!config.embeddedStub || !isFormId(params.formId)) throw notFound();
  },
  component: FormPreviewRoute,
});

/** The lead each form's example would send, for forms whose lead needs no other step. */
const leadBuilders: Partial<Record<string, ExampleLeadBuilder>> = {
  'meter-read': (answers, leadAnswers) =>
    withDeclaredAnswers(mapMeterReadToLead(answers as unknown as MeterReadData), leadAnswers),
};

function FormPreviewRoute() {
  const { formId } = Route.useParams();
  // beforeLoad let only known ids through.
  return isFormId(formId) ? (
    <FormPreview key={formId} formId={formId} leadOf={leadBuilders[formId]} />
  ) : null;
}

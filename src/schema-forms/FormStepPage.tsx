import { PageHead } from '../lib/head/PageHead.tsx';
import { pageTitle } from '../site/page-title.ts';
import type { JourneyId } from '../site/journey-routes.ts';
import type { FormId } from './form-registry.ts';
import type { SchemaFormProps } from './schema-form-props.ts';
import { SchemaForm } from './SchemaForm.tsx';

/** Props of a journey step: a form's props with the step's own title in place of the page's. */
export type FormStepPageProps<Id extends FormId> = Omit<
  SchemaFormProps<Id>,
  'pageTitle' | 'journeyStep'
> & {
  /** The step's name; the document title adds the site's ('{title} - Help & Support - {brand}'). */
  readonly title: string;
  /** The journey this step belongs to; the step is named by its form id (issue 32, item 5). */
  readonly journey: JourneyId;
};

/**
 * The page of a journey step that is its form and nothing else: the page-width frame, the
 * document title and the step's form, whose error title ('Error: …') follows the same title,
 * counted as a step of its journey. The complaint and feedback steps use it, so they look and
 * announce themselves alike. The meter-read page does not: it is more than its form (its heading
 * and the week's intro stand above the form and its error summary, and outside meter-read week
 * it has no form), so it keeps its own frame and title, and its form (MeterReadForm.tsx) gives
 * SchemaForm the same page title and journey step as this does.
 */
export function FormStepPage<Id extends FormId>({
  title,
  journey,
  ...form
}: FormStepPageProps<Id>) {
  const documentTitle = pageTitle(title);
  return (
    <div className="page-width">
      <PageHead title={documentTitle} />
      <SchemaForm
        {...form}
        pageTitle={documentTitle}
        journeyStep={{ journey, step: form.formId }}
      />
    </div>
  );
}

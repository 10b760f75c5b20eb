import { Link } from '@tanstack/react-router';
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { LoadingStatus } from '../../lib/loading/LoadingStatus.tsx';
import { resolveExampleData, type FormExample } from '../examples/form-examples.ts';
import { fillMessage } from '../../site/fill-message.ts';
import type { FormId } from '../form-registry.ts';
import { SchemaForm } from '../SchemaForm.tsx';
import { loadFormExamples } from './form-examples-files.ts';
import { useLoadedForm } from '../use-compiled-form.ts';
import { journeysOf, type ExampleLead, type LeadJourney } from '../examples/example-leads.ts';
import { ExampleLeads } from './ExampleLeads.tsx';
import { FormFindings } from './FormFindings.tsx';
import { previewCopy } from './preview-copy.ts';
import { loadCompanions, useExampleLeads, type CompanionExamples } from './use-example-leads.ts';
import { useFormFindings } from './use-form-findings.ts';
import { formExamplesSavedEvent, type FormExamplesSavedMessage } from './form-examples-events.ts';
import './forms-preview.css';

/** A short stable key for an example's content, so an edited example re-mounts its form. */
function keyOf(index: number, example: FormExample): string {
  let hash = 0;
  for (const character of JSON.stringify(example)) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return `${index}-${hash}`;
}

function ExamplePreview(props: {
  formId: FormId;
  example: FormExample;
  index: number;
  leads: readonly ExampleLead[];
}) {
  const { formId, example, index, leads } = props;
  const [submitted, setSubmitted] = useState(false);
  const expected = Object.entries(example.errors ?? {})
    .map(([pointer, rule]) => `${pointer} ${rule}`)
    .join(', ');
  const headingId = `${formId}-example-${index}-heading`;
  return (
    <section className="forms-preview__example" aria-labelledby={headingId}>
      <h2 id={headingId}>{example.name}</h2>
      <p
        className={
          example.valid
            ? 'forms-preview__label'
            : 'forms-preview__label forms-preview__label--invalid'
        }
      >
        {example.valid
          ? previewCopy.validLabel
          : fillMessage(previewCopy.invalidLabel, { errors: expected })}
      </p>
      <SchemaForm
        formId={formId}
        idPrefix={`${formId}-example-${index}`}
        formData={resolveExampleData(example.data)}
        showErrorsOnMount={!example.valid}
        onSubmit={() => setSubmitted(true)}
        beforeSubmit={submitted ? <p role="status">{previewCopy.submitted}</p> : null}
      />
      {leads.length > 0 ? (
        <ExampleLeads
          formId={formId}
          leads={leads}
          headingId={`${headingId}-lead`}
          exampleHeadingId={headingId}
        />
      ) : null}
    </section>
  );
}

function Examples({
  formId,
  examples,
  journeys,
  companions,
}: {
  formId: FormId;
  examples: Promise<{ examples: readonly FormExample[] }>;
  journeys: readonly LeadJourney[];
  companions: Promise<CompanionExamples>;
}) {
  const { examples: list } = use(examples);
  const leads = useExampleLeads(formId, journeys, list, companions);
  if (list.length === 0) return <p>{previewCopy.noExamples}</p>;
  return list.map((example, index) => (
    <ExamplePreview
      key={keyOf(index, example)}
      formId={formId}
      example={example}
      index={index}
      leads={leads.get(index) ?? []}
    />
  ));
}

/**
 * The editors' preview of one form (embedded stub only): every named example of its
 * .examples.json rendered in the site's theme, the invalid ones as if submitted so their error
 * summary and messages show; beside each valid one, the lead it would send by each of the
 * `journeys` that ask the form (a form none of them asks says it sends no lead). Schema and
 * example edits in dev update it in place; while the schema check finds a problem in the
 * form's files, its findings show instead of the form.
 */
export function FormPreview({
  formId,
  journeys,
}: {
  formId: FormId;
  journeys: readonly LeadJourney[];
}) {
  const [examples, setExamples] = useState(() => loadFormExamples(formId));
  const [companions] = useState(() => loadCompanions(formId, journeys));
  const findings = useFormFindings(formId);
  const broken = findings !== undefined && findings.length > 0;
  // On the dev server the form waits for the check's first answer, so a form whose files are
  // wrong never shows as it was. Every later answer follows a save: once the files are right,
  // the examples are read afresh, so a saved example shows in place.
  const checking = import.meta.hot !== undefined && findings === undefined;
  const answers = useRef(0);
  useEffect(() => {
    if (findings === undefined) return;
    answers.current += 1;
    if (answers.current > 1 && findings.length === 0) setExamples(loadFormExamples(formId));
  }, [findings, formId]);
  // For a team the examples are the editor's copy's, which the dev server announces as saved.
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return undefined;
    const onSaved = (message: FormExamplesSavedMessage) => {
      if (message.formId === formId) setExamples(loadFormExamples(formId));
    };
    hot.on(formExamplesSavedEvent, onSaved);
    return () => hot.off(formExamplesSavedEvent, onSaved);
  }, [formId]);
  // The title comes from the compiled form, not the schema file: the preview then imports no
  // file an editor saves, so Vite never reads one half-written into the page's updates.
  const form = useLoadedForm(formId);
  const title = fillMessage(previewCopy.formTitle, { form: form?.schema.title ?? formId });
  return (
    <div className="page-width forms-preview">
      <PageHead title={`${title} - Help & Support`} robots="noindex,nofollow,noarchive" />
      <p>
        <Link to="/forms-preview">{previewCopy.backLink}</Link>
      </p>
      <h1>{title}</h1>
      <p>{fillMessage(previewCopy.files, { form: formId })}</p>
      {journeysOf(formId, journeys).length === 0 ? <p>{previewCopy.noLead}</p> : null}
      {broken ? (
        <FormFindings findings={findings} />
      ) : checking ? (
        <LoadingStatus text={previewCopy.loading} />
      ) : (
        <Suspense fallback={<LoadingStatus text={previewCopy.loading} />}>
          <Examples
            formId={formId}
            examples={examples}
            journeys={journeys}
            companions={companions}
          />
        </Suspense>
      )}
    </div>
  );
}

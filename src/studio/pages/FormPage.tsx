import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fillMessage } from '../../site/fill-message.ts';
import { AddQuestionForm } from '../AddQuestionForm.tsx';
import { DiskChangeNotice } from '../DiskChangeNotice.tsx';
import { FindingsSummary, type ListedFinding } from '../FindingsSummary.tsx';
import { controlFor } from '../finding-targets.ts';
import { LoadState } from '../LoadState.tsx';
import { PageWordsForm } from '../PageWordsForm.tsx';
import { PreviewFrames } from '../PreviewFrames.tsx';
import { QuestionCard, questionButtonId } from '../QuestionCard.tsx';
import type { PanelContext } from '../panel-context.ts';
import type { FormAnswer, StudioOperation, WorkspaceState } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy, studioTitle } from '../studio-copy.ts';
import { useStudioEdits } from '../studio-edits.ts';
import { studioPaths } from '../studio-paths.ts';
import {
  addQuestionFormId,
  questionSettingsFormId,
} from '../../../scripts/studio/settings-forms/settings-form-ids.ts';
import { focusField } from '../../schema-forms/theme/focus-field.ts';

const copy = studioCopy.form;

/** The control to focus once the page shows the result of an operation. */
function focusAfter(operation: StudioOperation | undefined): string | undefined {
  if (!operation || !('field' in operation)) return undefined;
  if (operation.op === 'move-question') {
    return questionButtonId(operation.field, operation.direction);
  }
  if (operation.op === 'rename-question') return questionButtonId(operation.newName, 'edit');
  return undefined;
}

const isBlocking = (finding: WorkspaceState['findings'][number]) => finding.severity !== 'warning';

/**
 * One form in the studio: the check's findings (a GOV.UK error summary whose links focus the
 * control to fix), its questions in order with their settings, page words and "Add a question",
 * and beside them the site's preview of the form at phone and desktop width. Undo, redo and
 * review your changes stay at the top.
 */
export function FormPage({ formId }: { formId: string }) {
  const query = useQuery({
    queryKey: ['form', formId],
    queryFn: () => studioGet<FormAnswer>(`forms/${formId}`),
  });
  const edits = useStudioEdits();
  const [open, setOpen] = useState<string | undefined>();
  // The control to focus once the page shows what the editor acted on; `focusAsked` re-runs
  // the effect that focuses it.
  const focusId = useRef<string | undefined>(undefined);
  const [focusAsked, setFocusAsked] = useState(0);
  const focusSoon = (id: string | undefined) => {
    focusId.current = id;
    setFocusAsked((count) => count + 1);
  };

  useEffect(() => {
    const id = focusId.current;
    if (!id || query.isFetching) return;
    // A question moved to the top or bottom has only the other move button.
    const other = id.replace(/-(up|down)$/, (_, way: string) => (way === 'up' ? '-down' : '-up'));
    // focusField finds the radio to focus in a settings form's group (its fieldset has the id).
    const target = focusField(id) ?? focusField(other) ?? document.getElementById(id);
    if (target) {
      target.focus();
      focusId.current = undefined;
    }
  }, [focusAsked, query.isFetching, query.data, open]);

  const apply = async (operations: readonly StudioOperation[]) => {
    const made = await edits.apply(operations, { done: copy.saved, nothing: copy.nothingChanged });
    const last = operations.at(-1);
    if (made && last?.op === 'rename-question') setOpen(last.newName);
    if (made) focusSoon(focusAfter(last));
    return made;
  };

  return (
    <LoadState query={query} errorHeading={copy.unavailable}>
      {({ form, state }) => {
        const listed: ListedFinding[] = state.findings.filter(isBlocking).map((finding) => {
          const control = controlFor(formId, finding.place);
          return control ? { finding, ...control } : { finding };
        });
        const follow = ({ controlId, field }: ListedFinding) => {
          if (field !== undefined) setOpen(field);
          focusSoon(controlId);
        };
        const context: PanelContext = {
          formId,
          leadPlaces: form.placeOptions,
          autocompleteTokens: form.autocompleteTokens,
          ruleKinds: form.ruleKinds,
          settingsFormId: questionSettingsFormId(form.lead.leadSchema),
          addFormId: addQuestionFormId(form.lead.leadSchema),
          apply,
          busy: edits.busy,
        };
        const draft = state.drafts.some((file) => file.startsWith(`schemas/forms/${formId}/`));
        return (
          <>
            <title>{studioTitle(form.title ?? formId)}</title>
            <a className="studio-back" href={studioPaths.forms}>
              {studioCopy.backToForms}
            </a>
            <FindingsSummary findings={listed} refused={edits.news.refused} onFollow={follow} />
            <p className="studio-caption">{fillMessage(copy.caption, { form: formId })}</p>
            <h1>{form.title ?? formId}</h1>
            <DiskChangeNotice state={state} edits={edits} />
            {state.held && state.changedOnDisk.length === 0 ? (
              <div className="studio-notice studio-notice--warning">
                <h2>{copy.heldTitle}</h2>
                <p>{copy.heldBody}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={edits.busy}
                  onClick={() =>
                    void edits.post('keep-as-draft', {
                      done: copy.draftKept,
                      nothing: copy.draftKept,
                    })
                  }
                >
                  {copy.keepAsDraft}
                </button>
              </div>
            ) : null}
            {draft && !state.held ? (
              <div className="studio-notice studio-notice--warning">
                <h2>{copy.draftTitle}</h2>
                <p>{copy.draftBody}</p>
              </div>
            ) : null}
            <div className="studio-toolbar">
              <button
                type="button"
                className="button button--secondary"
                disabled={!state.canUndo || edits.busy}
                onClick={() =>
                  void edits.post('undo', { done: copy.undone, nothing: copy.nothingChanged })
                }
              >
                {copy.undo}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={!state.canRedo || edits.busy}
                onClick={() =>
                  void edits.post('redo', { done: copy.redone, nothing: copy.nothingChanged })
                }
              >
                {copy.redo}
              </button>
              <a href={studioPaths.review}>{copy.review}</a>
              <a href={studioPaths.history(formId)}>{copy.history}</a>
            </div>
            <p role="status" className="studio-status">
              {edits.news.status && !state.held && !edits.news.refused ? edits.news.status : ''}
            </p>
            <div className="studio-columns">
              <div>
                <section aria-labelledby="studio-questions-title" className="studio-section">
                  <h2 id="studio-questions-title">{copy.questionsTitle}</h2>
                  <p>{copy.questionsIntro}</p>
                  <ol className="studio-questions">
                    {form.questions.map((question, position) => (
                      <QuestionCard
                        key={question.name}
                        question={question}
                        position={position}
                        count={form.questions.length}
                        open={open === question.name}
                        onToggle={() => setOpen(open === question.name ? undefined : question.name)}
                        context={context}
                      />
                    ))}
                  </ol>
                </section>
                <AddQuestionForm questions={form.questions} context={context} />
                <PageWordsForm
                  key={JSON.stringify([form.title, form.submitText])}
                  form={form}
                  context={context}
                />
              </div>
              <PreviewFrames formId={formId} />
            </div>
          </>
        );
      }}
    </LoadState>
  );
}

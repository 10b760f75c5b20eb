import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fillMessage } from '../../../../src/site/fill-message.ts';
import { AddQuestionForm } from '../AddQuestionForm.tsx';
import { DiskChangeNotice } from '../DiskChangeNotice.tsx';
import { examplesHeadingId } from '../example-ids.ts';
import { ExamplesSection } from '../ExamplesSection.tsx';
import { FindingsSummary, type ListedFinding } from '../FindingsSummary.tsx';
import { controlFor } from '../finding-targets.ts';
import { LoadState } from '../LoadState.tsx';
import { PageTitleAndBack } from '../PageTitleAndBack.tsx';
import { PageWordsForm } from '../PageWordsForm.tsx';
import { PreviewFrames } from '../PreviewFrames.tsx';
import { QuestionCard } from '../QuestionCard.tsx';
import { focusAfterEdit } from '../focus-after-edit.ts';
import { formPageHeadingIds, questionHeadingId } from '../form-page-ids.ts';
import { useFocusSoon } from '../use-focus-soon.ts';
import type { PanelContext } from '../panel-context.ts';
import type { FormAnswer, StudioOperation, WorkspaceState } from '../studio-api-types.ts';
import { studioGet } from '../studio-client.ts';
import { studioCopy } from '../studio-copy.ts';
import { useStudioEdits } from '../studio-edits.ts';
import { studioPaths } from '../studio-paths.ts';
import {
  addQuestionFormId,
  questionSettingsFormId,
} from '../../settings-forms/settings-form-ids.ts';

const copy = studioCopy.form;

const isBlocking = (finding: WorkspaceState['findings'][number]) => finding.severity !== 'warning';

/**
 * One form in the studio: the check's findings (a GOV.UK error summary whose links focus the
 * control to fix), links to the page's parts, its questions in order with their settings, page
 * words and "Add a question", and beside them the site's preview of the form at phone and
 * desktop width. Undo, redo and review your changes stay at the top. After each edit focus goes
 * to what changed (focus-after-edit.ts), or stays with the summary when the check holds it.
 */
export function FormPage({ formId }: { formId: string }) {
  const query = useQuery({
    queryKey: ['form', formId],
    queryFn: () => studioGet<FormAnswer>(`forms/${formId}`),
  });
  const edits = useStudioEdits();
  const [open, setOpen] = useState<string | undefined>();
  const [openedExample, setOpenedExample] = useState<{ index: number; times: number }>();
  const focusSoon = useFocusSoon(!query.isFetching);

  const apply = async (operations: readonly StudioOperation[], field?: string) => {
    const { made, held } = await edits.apply(operations, {
      done: copy.saved,
      nothing: copy.nothingChanged,
    });
    const last = operations.at(-1);
    if (made && last?.op === 'rename-question') setOpen(last.newName);
    // A change the check holds, or the model refuses, leaves focus with the error summary.
    if (made && !held) {
      focusSoon([...focusAfterEdit(operations), ...(field ? [questionHeadingId(field)] : [])]);
    }
    return made;
  };
  /** Undo and redo keep focus on their button (never disabled under it: aria-disabled). */
  const step = (path: 'undo' | 'redo', can: boolean) => {
    if (!can || edits.busy) return;
    void edits.post(path, {
      done: path === 'undo' ? copy.undone : copy.redone,
      nothing: copy.nothingChanged,
    });
  };

  return (
    <LoadState query={query} errorHeading={copy.unavailable}>
      {({ form, examples, state }) => {
        const listed: ListedFinding[] = state.findings.filter(isBlocking).map((finding) => {
          const control = controlFor(
            formId,
            finding.place,
            Object.fromEntries(examples.map(({ index, name }) => [index, name])),
          );
          return control ? { finding, ...control } : { finding };
        });
        const follow = ({ controlId, field, example }: ListedFinding) => {
          if (field !== undefined) setOpen(field);
          if (example !== undefined) {
            setOpenedExample({ index: example, times: (openedExample?.times ?? 0) + 1 });
          }
          if (controlId !== undefined) focusSoon([controlId]);
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
            <PageTitleAndBack page={form.title ?? formId} />
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
            <nav className="studio-skip-links" aria-label={copy.partsTitle}>
              <ul>
                <li>
                  <a href={`#${formPageHeadingIds.questions}`}>{copy.toQuestions}</a>
                </li>
                <li>
                  <a href={`#${formPageHeadingIds.add}`}>{copy.toAdd}</a>
                </li>
                <li>
                  <a href={`#${examplesHeadingId}`}>{studioCopy.examples.toExamples}</a>
                </li>
                <li>
                  <a href={`#${formPageHeadingIds.preview}`}>{copy.toPreview}</a>
                </li>
              </ul>
            </nav>
            <div className="studio-toolbar">
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={!state.canUndo || edits.busy}
                onClick={() => step('undo', state.canUndo)}
              >
                {copy.undo}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-disabled={!state.canRedo || edits.busy}
                onClick={() => step('redo', state.canRedo)}
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
                <section aria-labelledby={formPageHeadingIds.questions} className="studio-section">
                  <h2 id={formPageHeadingIds.questions} tabIndex={-1}>
                    {copy.questionsTitle}
                  </h2>
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
                  {/* Next after the questions, so an editor done with a question's card reaches
                      the review in a few keys, not by way of every part below it. */}
                  <p>
                    <a href={studioPaths.review}>{copy.reviewAndCommit}</a>
                  </p>
                </section>
                <AddQuestionForm questions={form.questions} context={context} />
                <PageWordsForm
                  key={JSON.stringify([form.title, form.submitText])}
                  form={form}
                  context={context}
                />
                <ExamplesSection
                  examples={examples}
                  questions={form.questions}
                  context={context}
                  {...(openedExample ? { opened: openedExample } : {})}
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

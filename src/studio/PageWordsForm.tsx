import { useState } from 'react';
import { TextControl } from './controls/TextControl.tsx';
import { pageWordsControlIds } from './finding-targets.ts';
import type { PanelContext } from './QuestionPanel.tsx';
import type { FormView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';

const copy = studioCopy.form;

/** The form's page title and its button's words. */
export function PageWordsForm({ form, context }: { form: FormView; context: PanelContext }) {
  const [title, setTitle] = useState(form.title ?? '');
  const [submitText, setSubmitText] = useState(form.submitText ?? '');
  const [submittingText, setSubmittingText] = useState(form.submittingText ?? '');
  return (
    <section className="studio-section" aria-labelledby="studio-page-words-title">
      <h2 id="studio-page-words-title">{copy.pageWordsTitle}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void context.apply([
            {
              op: 'set-page-words',
              formId: form.formId,
              ...(title !== (form.title ?? '') ? { title } : {}),
              ...(submitText !== (form.submitText ?? '') ? { submitText } : {}),
              ...(submittingText !== (form.submittingText ?? '') ? { submittingText } : {}),
            },
          ]);
        }}
      >
        <TextControl
          id={pageWordsControlIds.title}
          label={copy.pageTitleLabel}
          value={title}
          onChange={setTitle}
        />
        <TextControl
          id={pageWordsControlIds.submitText}
          label={copy.submitTextLabel}
          value={submitText}
          width="medium"
          onChange={setSubmitText}
        />
        <TextControl
          id={pageWordsControlIds.submittingText}
          label={copy.submittingTextLabel}
          value={submittingText}
          width="medium"
          onChange={setSubmittingText}
        />
        <button type="submit" className="button button--secondary" disabled={context.busy}>
          {copy.savePageWords}
        </button>
      </form>
    </section>
  );
}

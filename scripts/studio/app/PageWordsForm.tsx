import { settingsFormIds } from '../settings-forms/settings-form-ids.ts';
import { pageWordsIdPrefix } from './finding-targets.ts';
import { formPageHeadingIds } from './form-page-ids.ts';
import type { PanelContext } from './panel-context.ts';
import type { FormView } from './studio-api-types.ts';
import { studioCopy } from './studio-copy.ts';
import { StudioForm } from './StudioForm.tsx';

const copy = studioCopy.form;

/** The form's page title and its button's words, a settings form of the engine (decision 044). */
export function PageWordsForm({ form, context }: { form: FormView; context: PanelContext }) {
  const given = {
    title: form.title ?? '',
    submitText: form.submitText ?? '',
    submittingText: form.submittingText ?? '',
  };
  return (
    <section className="studio-section" aria-labelledby={formPageHeadingIds.pageWords}>
      <h2 id={formPageHeadingIds.pageWords} tabIndex={-1}>
        {copy.pageWordsTitle}
      </h2>
      <StudioForm
        formId={settingsFormIds.pageWords}
        idPrefix={pageWordsIdPrefix}
        formData={given}
        submitting={context.busy}
        onSubmit={(words) => {
          const changed = (name: keyof typeof given) =>
            words[name] !== given[name] ? { [name]: words[name] as string } : {};
          void context.apply([
            {
              op: 'set-page-words',
              formId: form.formId,
              ...changed('title'),
              ...changed('submitText'),
              ...changed('submittingText'),
            },
          ]);
        }}
      />
    </section>
  );
}

import { Link } from '@tanstack/react-router';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { formIds, type FormId } from '../form-registry.ts';
import { useLoadedForm } from '../use-compiled-form.ts';
import { previewCopy } from './preview-copy.ts';

/** A form's schema title once its compiled module has loaded; its id until then. */
function FormTitle({ formId }: { formId: FormId }) {
  return useLoadedForm(formId)?.schema.title ?? formId;
}

/** The editors' list of every form, each linking to its preview (embedded stub only). */
export function FormsPreviewList() {
  return (
    <div className="page-width">
      <PageHead
        title={`${previewCopy.listTitle} - Help & Support`}
        robots="noindex,nofollow,noarchive"
      />
      <h1>{previewCopy.listTitle}</h1>
      <p>{previewCopy.listIntro}</p>
      <ul>
        {formIds.map((formId) => (
          <li key={formId}>
            <Link to="/forms-preview/$formId" params={{ formId }}>
              <FormTitle formId={formId} />
            </Link>{' '}
            <code>{formId}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

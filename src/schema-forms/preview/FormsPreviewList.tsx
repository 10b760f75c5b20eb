import { Link } from '@tanstack/react-router';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { formIds } from '../form-registry.ts';
import { formTitleOf } from './form-examples-files.ts';
import { previewCopy } from './preview-copy.ts';

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
              {formTitleOf(formId)}
            </Link>{' '}
            <code>{formId}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

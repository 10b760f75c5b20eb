import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { SchemaForm } from '../../schema-forms/SchemaForm.tsx';
import { complaintTypeDraftAtom } from './complaint-drafts.ts';
import { complaintMessages } from './complaint-messages.ts';
import { destinationForService } from './complaint-selection.ts';
import { pageTitle } from '../../site/page-title.ts';

/**
 * 'Choose an option' (make-a-complaint-select-type, SPEC section 2): energy goes on to the
 * energy question; the other services leave for their own complaint pages.
 */
export function ComplaintTypePage() {
  const [draft, setDraft] = useAtom(complaintTypeDraftAtom);
  const navigate = useNavigate();
  const title = pageTitle(complaintMessages.selectType.pageTitle);
  return (
    <div className="page-width">
      <PageHead title={title} />
      <SchemaForm
        formId="complaint-type"
        formData={draft}
        onChange={setDraft}
        pageTitle={title}
        heading={<h1>{complaintMessages.selectType.heading}</h1>}
        onSubmit={({ complaintType }) => {
          const destination = destinationForService(complaintType);
          if (destination.kind === 'next') void navigate({ to: destination.to });
          else leaveSite(destination.url, 'assign');
        }}
      />
    </div>
  );
}

import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { config } from '../../app/config';
import { PageHead } from '../../lib/head/PageHead';
import { leaveSite } from '../../lib/navigation/leave-site';
import { SchemaForm } from '../../schema-forms/SchemaForm';
import { complaintTypeDraftAtom } from './complaint-drafts';
import { complaintMessages } from './complaint-messages';
import { destinationForService } from './complaint-selection';

/**
 * 'Choose an option' (make-a-complaint-select-type, SPEC section 2): energy goes on to the
 * energy question; the other services leave for their own complaint pages.
 */
export function ComplaintTypePage() {
  const [draft, setDraft] = useAtom(complaintTypeDraftAtom);
  const navigate = useNavigate();
  const pageTitle = `${complaintMessages.selectType.pageTitle} - Help & Support - ${config.brandName}`;
  return (
    <div className="page-width">
      <PageHead title={pageTitle} />
      <SchemaForm
        formId="complaint-type"
        formData={draft}
        onChange={setDraft}
        pageTitle={pageTitle}
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

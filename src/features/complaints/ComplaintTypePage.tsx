import { useNavigate } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { complaintTypeDraftAtom } from './complaint-state.ts';
import { complaintMessages } from './complaint-messages.ts';
import { destinationForService } from './complaint-selection.ts';

/**
 * 'Choose an option' (make-a-complaint-select-type, SPEC section 2): energy goes on to the
 * energy question; the other services leave for their own complaint pages.
 */
export function ComplaintTypePage() {
  const [draft, setDraft] = useAtom(complaintTypeDraftAtom);
  const navigate = useNavigate();
  return (
    <FormStepPage
      title={complaintMessages.selectType.pageTitle}
      journey="make-a-complaint-select-type"
      formId="complaint-type"
      formData={draft}
      onChange={setDraft}
      heading={<h1>{complaintMessages.selectType.heading}</h1>}
      onSubmit={({ complaintType }) => {
        const destination = destinationForService(complaintType);
        if (destination.kind === 'next') void navigate({ to: destination.to });
        else leaveSite(destination.url, 'assign');
      }}
    />
  );
}

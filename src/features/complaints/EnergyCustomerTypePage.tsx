import { useAtom } from 'jotai';
import { PageHead } from '../../lib/head/PageHead.tsx';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { SchemaForm } from '../../schema-forms/SchemaForm.tsx';
import { energyCustomerTypeDraftAtom } from './complaint-drafts.ts';
import { complaintMessages } from './complaint-messages.ts';
import { destinationForEnergyCustomer } from './complaint-selection.ts';
import { pageTitle } from '../../site/page-title.ts';

/**
 * 'What type of energy customer are you?' (make-a-complaint-select-energy, SPEC section 2):
 * pay-as-you-go customers go to the pay-as-you-go complaints page, everyone else to the credit one.
 */
export function EnergyCustomerTypePage() {
  const [draft, setDraft] = useAtom(energyCustomerTypeDraftAtom);
  const title = pageTitle(complaintMessages.selectEnergy.pageTitle);
  return (
    <div className="page-width">
      <PageHead title={title} />
      <SchemaForm
        formId="energy-customer-type"
        formData={draft}
        onChange={setDraft}
        pageTitle={title}
        heading={<h1>{complaintMessages.selectEnergy.heading}</h1>}
        onSubmit={({ customerType }) =>
          leaveSite(destinationForEnergyCustomer(customerType), 'assign')
        }
      />
    </div>
  );
}

import { useAtom } from 'jotai';
import { config } from '../../app/config';
import { PageHead } from '../../lib/head/PageHead';
import { leaveSite } from '../../lib/navigation/leave-site';
import { SchemaForm } from '../../schema-forms/SchemaForm';
import { energyCustomerTypeDraftAtom } from './complaint-drafts';
import { complaintMessages } from './complaint-messages';
import { destinationForEnergyCustomer } from './complaint-selection';

/**
 * 'What type of energy customer are you?' (make-a-complaint-select-energy, SPEC section 2):
 * pay-as-you-go customers go to the pay-as-you-go complaints page, everyone else to the credit one.
 */
export function EnergyCustomerTypePage() {
  const [draft, setDraft] = useAtom(energyCustomerTypeDraftAtom);
  const pageTitle = `${complaintMessages.selectEnergy.pageTitle} - Help & Support - ${config.brandName}`;
  return (
    <div className="page-width">
      <PageHead title={pageTitle} />
      <SchemaForm
        formId="energy-customer-type"
        formData={draft}
        onChange={setDraft}
        pageTitle={pageTitle}
        heading={<h1>{complaintMessages.selectEnergy.heading}</h1>}
        onSubmit={({ customerType }) =>
          leaveSite(destinationForEnergyCustomer(customerType), 'assign')
        }
      />
    </div>
  );
}

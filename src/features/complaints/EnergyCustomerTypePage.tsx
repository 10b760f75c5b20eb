import { useAtom } from 'jotai';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { FormStepPage } from '../../schema-forms/FormStepPage.tsx';
import { energyCustomerTypeDraftAtom } from './complaint-state.ts';
import { complaintMessages } from './complaint-messages.ts';
import { destinationForEnergyCustomer } from './complaint-selection.ts';

/**
 * 'What type of energy customer are you?' (make-a-complaint-select-energy, SPEC section 2):
 * pay-as-you-go customers go to the pay-as-you-go complaints page, everyone else to the credit one.
 */
export function EnergyCustomerTypePage() {
  const [draft, setDraft] = useAtom(energyCustomerTypeDraftAtom);
  return (
    <FormStepPage
      title={complaintMessages.selectEnergy.pageTitle}
      journey="make-a-complaint-select-type"
      formId="energy-customer-type"
      formData={draft}
      onChange={setDraft}
      heading={<h1>{complaintMessages.selectEnergy.heading}</h1>}
      onSubmit={({ customerType }) =>
        leaveSite(destinationForEnergyCustomer(customerType), 'assign')
      }
    />
  );
}

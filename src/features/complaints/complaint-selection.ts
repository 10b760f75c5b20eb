import { config } from '../../site/config.ts';

/** The services of 'Choose an option' (SPEC section 2, complaint selection pages). */
export type ComplaintService = 'energy' | 'homeServices' | 'installations' | 'electricVehicle';

/** The answers of 'What type of energy customer are you?'. */
export type EnergyCustomerType = 'credit' | 'payAsYouGo' | 'directDebit' | 'other';

/** Where a choice leads: the next page of this site, or a complaint page elsewhere. */
export type SelectionDestination =
  | { readonly kind: 'next'; readonly to: '/make-a-complaint-select-energy' }
  | { readonly kind: 'external'; readonly url: string };

/**
 * 'Choose an option': energy goes to make-a-complaint-select-energy; home services, installations
 * and electric vehicle each go to their own external complaint page (from configuration).
 */
export function destinationForService(service: ComplaintService): SelectionDestination {
  switch (service) {
    case 'energy':
      return { kind: 'next', to: '/make-a-complaint-select-energy' };
    case 'homeServices':
      return { kind: 'external', url: config.externalLinks.complaintsHomeServices };
    case 'installations':
      return { kind: 'external', url: config.externalLinks.complaintsInstallations };
    case 'electricVehicle':
      return { kind: 'external', url: config.externalLinks.complaintsElectricVehicle };
  }
}

/**
 * 'What type of energy customer are you?': "payAsYouGo goes to the external complaints
 * pay-as-you-go page. credit, directDebit and other go to the external complaints credit page."
 */
export function destinationForEnergyCustomer(type: EnergyCustomerType): string {
  return type === 'payAsYouGo'
    ? config.externalLinks.complaintsPayAsYouGo
    : config.externalLinks.complaintsCredit;
}

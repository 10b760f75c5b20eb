/**
 * The data each form submits, as its schema in schemas/forms/ describes it (examples and
 * property tests keep the two in step). Drafts are partial; onSubmit hands over valid data.
 */

/** An address as the address widget stores it (SPEC section 3). `id` is the chosen or saved one. */
export interface AddressValue {
  readonly id: string;
  readonly address?: string;
  readonly addressLine1?: string;
  readonly addressLine2?: string;
  readonly country?: string;
  readonly county?: string;
  readonly flatNumber?: string;
  readonly houseName?: string;
  readonly houseNumber?: string;
  readonly postcode?: string;
  readonly pesRegion?: string;
  readonly postalTown?: string;
  readonly mpans?: readonly string[];
  readonly mprns?: readonly string[];
  readonly isManual?: boolean;
  readonly bgServiceArea?: boolean;
}

/** 'A bit about you' (complaint-details). */
export interface ComplaintDetailsData {
  readonly firstName: string;
  readonly surname: string;
  readonly email: string;
  readonly telephoneNumber: string;
  readonly textphoneNumber?: string;
  readonly vulnerabilityConsent: boolean;
  readonly address: AddressValue;
}

/** The free-text step (complaint-query); `subject` only where the journey shows it. */
export interface ComplaintQueryData {
  readonly subject?: string;
  readonly query: string;
}

/** 'We owe you' (feedback-credit). */
export interface FeedbackCreditData {
  readonly feedback: string;
}

/** Feedback personal details (feedback-details). */
export interface FeedbackDetailsData {
  readonly firstName: string;
  readonly surname: string;
  readonly email: string;
  readonly telephoneNumber: string;
  readonly address: AddressValue;
}

/** Fuel choice of the meter-read form. */
export type MeterReadFuel = 'Dual' | 'Gas' | 'Electricity';

/** The meter-read form (SPEC section 3 'Meter read form fields'); only the shown fuels' fields. */
export interface MeterReadData {
  readonly title?: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly telephone: string;
  readonly email?: string;
  readonly fuel: MeterReadFuel;
  readonly gas_account_number?: string;
  readonly elec_account_number?: string;
  readonly is_economy_7_radio?: 'Yes' | 'No';
  readonly gas_reading?: string;
  readonly elec_reading?: string;
  readonly elec7_reading_normal?: string;
  readonly elec7_reading_low?: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
}

/** 'Choose an option' (complaint-type). */
export interface ComplaintTypeData {
  readonly complaintType: 'energy' | 'homeServices' | 'installations' | 'electricVehicle';
}

/** 'What type of energy customer are you?' (energy-customer-type). */
export interface EnergyCustomerTypeData {
  readonly customerType: 'credit' | 'payAsYouGo' | 'directDebit' | 'other';
}

/** The search box (search). */
export interface SearchData {
  readonly q: string;
}

/** Submitted data by form id. */
export interface FormDataById {
  readonly 'complaint-details': ComplaintDetailsData;
  readonly 'complaint-query': ComplaintQueryData;
  readonly 'complaint-type': ComplaintTypeData;
  readonly 'energy-customer-type': EnergyCustomerTypeData;
  readonly 'feedback-credit': FeedbackCreditData;
  readonly 'feedback-details': FeedbackDetailsData;
  readonly 'meter-read': MeterReadData;
  readonly search: SearchData;
}

/** What a form holds while the customer fills it in: any field may still be missing. */
export type FormDraft<T> = { -readonly [K in keyof T]?: T[K] };

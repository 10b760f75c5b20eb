import type { MeterReadData, MeterReadFuel } from '../../schema-forms/form-data.ts';
import { leadEnvelope, type LeadDocument } from '../../lib/leads/lead-envelope.ts';

/** Fuel as the lead names it: Dual is relabelled (SPEC section 3). */
const fuelLabels: Readonly<Record<MeterReadFuel, string>> = {
  Dual: 'Gas and Electricity',
  Gas: 'Gas',
  Electricity: 'Electricity',
};

/** additional-information of a price-cap meter-read lead; readings only for the fuels sent. */
export interface MeterReadAdditionalInformation {
  readonly Telephone: string;
  readonly Fuel: string;
  readonly Company: 'Price-cap';
  /** The date the customer read the meter, YYYY-MM-DD. */
  readonly ReadingDate: string;
  readonly GasAccountNumber?: string;
  readonly GasReading?: string;
  readonly ElecAccountNumber?: string;
  readonly IsEconomy7?: 'Yes' | 'No';
  readonly ElecReading?: string;
  readonly Elec7ReadingNormal?: string;
  readonly Eec7ReadingLow?: string;
}

/** The price-cap meter-read lead (schemas/leads/price-cap-meter-read-lead.schema.json). */
export type PriceCapMeterReadLead = LeadDocument<{
  readonly topic: 'PriceCapMeterRead';
  readonly title: string;
  readonly 'first-name': string;
  readonly surname: string;
  readonly email: string | null;
  readonly 'additional-information': MeterReadAdditionalInformation;
  readonly 'gas-meter-point-number': '';
  readonly 'electricity-meter-point-number': '';
  readonly 'marketing-preferences': '';
}>;

/** The attributes the form places by its `x-lead`: the mapper never writes them. */
type PlacedByForm = 'first-name' | 'surname';

/** The part of a meter-read lead the mapper computes; the form's answers complete it. */
export type ComputedMeterReadLead = LeadDocument<
  Omit<PriceCapMeterReadLead['data']['attributes'], PlacedByForm | 'additional-information'> & {
    readonly 'additional-information': Pick<MeterReadAdditionalInformation, 'Fuel' | 'Company'>;
  }
>;

/**
 * What a price-cap meter-read lead of SPEC sections 3 and 7 computes: topic PriceCapMeterRead,
 * the title NA and the email null until the form places an answer there, Fuel as the lead names
 * it (Dual as 'Gas and Electricity'), Company Price-cap, and the meter-point numbers and
 * marketing preferences blanked; no query fields are sent. The form places the names, the
 * telephone, the reading date, and the readings and account numbers of the fuels asked (its
 * conditions leave out the others), as strings with their leading zeros.
 */
export function mapMeterReadToLead(reading: Pick<MeterReadData, 'fuel'>): ComputedMeterReadLead {
  return leadEnvelope({
    topic: 'PriceCapMeterRead',
    title: 'NA',
    email: null,
    'additional-information': { Fuel: fuelLabels[reading.fuel], Company: 'Price-cap' },
    'gas-meter-point-number': '',
    'electricity-meter-point-number': '',
    'marketing-preferences': '',
  });
}

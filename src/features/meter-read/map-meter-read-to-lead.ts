import type { MeterReadData, MeterReadFuel } from '../../schema-forms/form-data.ts';
import { leadEnvelope, type LeadDocument } from '../../lib/leads/lead-envelope.ts';
import { withoutSpaces } from '../../site/without-spaces.ts';

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

/** Only the values the customer gave, under the lead's names. */
function given<K extends string>(entries: [K, string | undefined][]): Partial<Record<K, string>> {
  return Object.fromEntries(
    entries
      .map(([key, value]) => [key, value?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<Record<K, string>>;
}

/**
 * The price-cap meter-read lead of SPEC sections 3 and 7: topic PriceCapMeterRead, the
 * customer's title (NA when none), names, email or null, and additional-information with the
 * telephone, Fuel (Dual as 'Gas and Electricity'), Company Price-cap, ReadingDate and the
 * readings and account numbers the customer gave. Meter-point numbers and marketing preferences
 * are blanked and no query fields are sent. Readings stay strings, leading zeros kept.
 */
export function mapMeterReadToLead(reading: MeterReadData): PriceCapMeterReadLead {
  const electricity = reading.fuel !== 'Gas';
  const economy7 = electricity && reading.is_economy_7_radio === 'Yes';
  const email = reading.email?.trim();
  return leadEnvelope({
    topic: 'PriceCapMeterRead',
    title: reading.title?.trim() || 'NA',
    'first-name': reading.first_name.trim(),
    surname: reading.last_name.trim(),
    email: email ? email : null,
    'additional-information': {
      Telephone: withoutSpaces(reading.telephone),
      Fuel: fuelLabels[reading.fuel],
      Company: 'Price-cap',
      ReadingDate: reading.date,
      ...(reading.fuel !== 'Electricity'
        ? given([
            ['GasAccountNumber', reading.gas_account_number],
            ['GasReading', reading.gas_reading],
          ])
        : {}),
      ...(electricity
        ? {
            ...given([['ElecAccountNumber', reading.elec_account_number]]),
            IsEconomy7: economy7 ? 'Yes' : 'No',
            ...(economy7
              ? given([
                  ['Elec7ReadingNormal', reading.elec7_reading_normal],
                  ['Eec7ReadingLow', reading.elec7_reading_low],
                ])
              : given([['ElecReading', reading.elec_reading]])),
          }
        : {}),
    },
    'gas-meter-point-number': '',
    'electricity-meter-point-number': '',
    'marketing-preferences': '',
  });
}

import fc from 'fast-check';
import type {
  AddressValue,
  ComplaintDetailsData,
  ComplaintQueryData,
  FeedbackDetailsData,
  MeterReadData,
} from '../form-data';

// Test-only: arbitrary answers a customer could submit, for property tests of the lead mappers.
// Each test also checks the generated data against the form's own schema (validFormData).

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéñáóüŁß';
const letter = fc.constantFrom(...letters.split(''));

/** A person's name: letters, maybe with a hyphen, an apostrophe or a space inside. */
export const nameArbitrary = fc
  .tuple(
    fc.array(letter, { minLength: 1, maxLength: 20 }),
    fc.constantFrom('', '-', "'", ' '),
    fc.array(letter, { minLength: 1, maxLength: 20 }),
  )
  .map(([first, joiner, second]) =>
    joiner === '' ? first.join('') : `${first.join('')}${joiner}${second.join('')}`,
  );

/** A plain email address. */
export const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z0-9]{2,12}$/),
    fc.constantFrom('com', 'co.uk', 'ie', 'org'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** UK and Irish numbers libphonenumber-js accepts, as customers type them. */
export const phoneArbitrary = fc.constantFrom(
  '07911123456',
  '07911 123456',
  '+44 7911 123456',
  '02079460000',
  '0161 496 0000',
  '+353 87 123 4567',
  '0871234567',
  '01 234 5678',
);

/** An address as the finder stores it: looked up or entered by hand. */
export const addressArbitrary: fc.Arbitrary<AddressValue> = fc.record({
  id: fc.oneof(fc.stringMatching(/^[A-Z0-9]{5,7}-[1-6]$/), fc.stringMatching(/^MAN-[0-9A-F]{8}$/)),
  address: fc.constant('5 Church Lane, Leeds, LS1 1AA'),
  postcode: fc.constant('LS1 1AA'),
  isManual: fc.boolean(),
});

/** 'A bit about you' (SPEC section 9: the complaint telephone has at least 11 characters). */
export const complaintDetailsArbitrary: fc.Arbitrary<ComplaintDetailsData> = fc.record(
  {
    firstName: nameArbitrary,
    surname: nameArbitrary,
    email: emailArbitrary,
    telephoneNumber: phoneArbitrary.filter((typed) => typed.length >= 11),
    textphoneNumber: fc.stringMatching(/^[0-9]{5,12}$/),
    vulnerabilityConsent: fc.boolean(),
    address: addressArbitrary,
  },
  {
    requiredKeys: [
      'firstName',
      'surname',
      'email',
      'telephoneNumber',
      'vulnerabilityConsent',
      'address',
    ],
  },
);

/** Subjects of the query form (a few of the 18). */
const subjects = [
  'Balance queries',
  'Faulty meter',
  'Request Refund',
  'Tariff issues',
  'Leaving us',
  'Moving House',
];

/** The query step, with or without the subject (it is hidden on pay-as-you-go paths). */
export const complaintQueryArbitrary = (withSubject: boolean): fc.Arbitrary<ComplaintQueryData> =>
  fc.record({
    query: fc.string({ minLength: 1, maxLength: 300 }).filter((text) => text.trim() !== ''),
    ...(withSubject ? { subject: fc.constantFrom(...subjects) } : {}),
  });

/** Feedback personal details. */
export const feedbackDetailsArbitrary: fc.Arbitrary<FeedbackDetailsData> = fc.record({
  firstName: nameArbitrary,
  surname: nameArbitrary,
  email: emailArbitrary,
  telephoneNumber: phoneArbitrary,
  address: addressArbitrary,
});

const reading = fc.stringMatching(/^[0-9]{1,6}$/);
const customerNumber = fc.oneof(
  fc.stringMatching(/^85[0-9]{10}$/),
  fc.stringMatching(/^[Aa][0-9]{4,8}$/),
  fc.stringMatching(/^[Bb][Gg][Xx][0-9]{4,5}$/),
);

function isoDaysAgo(days: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A meter reading of any fuel, with only the questions that fuel and Economy 7 ask. */
export const meterReadArbitrary: fc.Arbitrary<MeterReadData> = fc
  .record(
    {
      title: fc.constantFrom('Mr', 'Mrs', 'Ms', 'Mx', 'Dr'),
      first_name: nameArbitrary,
      last_name: nameArbitrary,
      telephone: phoneArbitrary,
      email: emailArbitrary,
      fuel: fc.constantFrom('Dual' as const, 'Gas' as const, 'Electricity' as const),
      economy7: fc.boolean(),
      gas_account_number: customerNumber,
      elec_account_number: customerNumber,
      gas_reading: reading,
      elec_reading: reading,
      elec7_reading_normal: reading,
      elec7_reading_low: reading,
      date: fc.integer({ min: 0, max: 27 }).map(isoDaysAgo),
    },
    {
      requiredKeys: [
        'first_name',
        'last_name',
        'telephone',
        'fuel',
        'economy7',
        'gas_reading',
        'elec_reading',
        'elec7_reading_normal',
        'elec7_reading_low',
        'date',
      ],
    },
  )
  .map(({ economy7, ...all }): MeterReadData => {
    const gas = all.fuel !== 'Electricity';
    const electricity = all.fuel !== 'Gas';
    return {
      ...(all.title ? { title: all.title } : {}),
      first_name: all.first_name,
      last_name: all.last_name,
      telephone: all.telephone,
      ...(all.email ? { email: all.email } : {}),
      fuel: all.fuel,
      date: all.date,
      ...(gas ? { gas_reading: all.gas_reading } : {}),
      ...(gas && all.gas_account_number ? { gas_account_number: all.gas_account_number } : {}),
      ...(electricity && all.elec_account_number
        ? { elec_account_number: all.elec_account_number }
        : {}),
      ...(electricity ? { is_economy_7_radio: economy7 ? 'Yes' : 'No' } : {}),
      ...(electricity && economy7
        ? {
            elec7_reading_normal: all.elec7_reading_normal,
            elec7_reading_low: all.elec7_reading_low,
          }
        : {}),
      ...(electricity && !economy7 ? { elec_reading: all.elec_reading } : {}),
    };
  });

import fc from 'fast-check';
import { customerNumberFormats } from '../../site/customer-number-formats.ts';
import type {
  AddressValue,
  ComplaintDetailsData,
  ComplaintQueryData,
  FeedbackDetailsData,
  MeterReadData,
} from '../form-data.ts';

// Test-only: answers as customers type them, for the property tests that every answer a form
// accepts reaches its lead (tests/contract/typed-answers-reach-leads.test.ts). Each test also
// checks the form itself accepts the generated answers, so nothing here needs to be exact.

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéñáóüŁß';
const letter = fc.constantFrom(...letters.split(''));

/** Spaces a customer may leave before or after a single-line answer (a paste, a phone keyboard). */
const around = fc.constantFrom('', ' ', '  ', '\t');

/** An answer as typed into a single-line box: maybe with spaces before and after it. */
export const typedWithSpaces = (answer: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(around, answer, around).map(([before, value, after]) => `${before}${value}${after}`);

/** Apostrophes and hyphens as keyboards type them: plain, typographic (phones) and Unicode. */
const nameJoiner = fc.constantFrom('', '-', '\u2010', '\u2011', "'", '\u2019', ' ', '. ');

/**
 * A person's name: letters, maybe with a hyphen, an apostrophe or a space inside (O’Brien,
 * Smith-Jones), up to the forms' longest allowed (100 characters).
 */
export const nameArbitrary = fc.oneof(
  fc
    .tuple(
      fc.array(letter, { minLength: 1, maxLength: 20 }),
      nameJoiner,
      fc.array(letter, { minLength: 1, maxLength: 20 }),
    )
    .map(([first, joiner, second]) =>
      joiner === '' ? first.join('') : `${first.join('')}${joiner}${second.join('')}`,
    ),
  fc
    .tuple(fc.array(letter, { minLength: 49, maxLength: 49 }), nameJoiner)
    .map(([part, joiner]) => `${part.join('')}${joiner || 'x'}${part.join('')}`.slice(0, 100)),
);

/** A plain email address, letters in either case. */
export const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-zA-Z0-9]{1,12}(\.[a-z0-9]{1,8})?$/),
    fc.stringMatching(/^[a-z0-9]{2,12}$/),
    fc.constantFrom('com', 'co.uk', 'ie', 'org', 'CO.UK'),
  )
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** Valid UK numbers (national significant number, in the groups people write them in). */
const ukNumbers = [
  ['7911', '123456'],
  ['7781', '123', '456'],
  ['20', '7946', '0000'],
  ['161', '496', '0000'],
  ['1624', '612345'],
];
/** Valid Irish numbers, likewise. */
const irishNumbers = [
  ['87', '123', '4567'],
  ['1', '234', '5678'],
  ['21', '123', '4567'],
];
const phoneSeparator = fc.constantFrom(' ', '-', '.', '');

/** A number as written with its country's national prefix, the area code maybe in brackets. */
const nationalPhone = (groups: string[][]) =>
  fc
    .tuple(fc.constantFrom(...groups), phoneSeparator, fc.boolean())
    .map(([[area = '', ...rest], separator, brackets]) =>
      [brackets ? `(0${area})` : `0${area}`, ...rest].join(separator),
    );

/** A number written internationally: +44 7911 123456, +44 (0)7911 123456, 0044 7911-123456. */
const internationalPhone = (callingCode: string, groups: string[][]) =>
  fc
    .tuple(
      fc.constantFrom(
        `+${callingCode} `,
        `+${callingCode} (0)`,
        `+${callingCode}`,
        `00${callingCode} `,
      ),
      fc.constantFrom(...groups),
      phoneSeparator,
    )
    .map(([prefix, groups, separator]) => `${prefix}${groups.join(separator)}`);

/**
 * UK and Irish numbers libphonenumber-js accepts, as customers type them: spaces, dashes, dots,
 * brackets, +44 (0), 00 353 (SPEC section 5: a phone number, Ireland included).
 */
export const phoneArbitrary = fc.oneof(
  nationalPhone(ukNumbers),
  nationalPhone(irishNumbers),
  internationalPhone('44', ukNumbers),
  internationalPhone('353', irishNumbers),
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
    firstName: typedWithSpaces(nameArbitrary),
    surname: typedWithSpaces(nameArbitrary),
    email: typedWithSpaces(emailArbitrary),
    telephoneNumber: typedWithSpaces(phoneArbitrary.filter((typed) => typed.length >= 11)),
    textphoneNumber: typedWithSpaces(fc.stringMatching(/^[0-9]{5,12}$/)),
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

/**
 * A free-text answer: a few words with line breaks and spaces around them, any characters, or
 * the longest the query forms allow (SPEC section 9: 30000 characters).
 */
export const queryTextArbitrary = fc
  .oneof(
    { weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 300 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }) },
    { weight: 1, arbitrary: fc.constantFrom('a'.repeat(30_000), `${'é'.repeat(29_998)}\n.`) },
  )
  .filter((text) => text.trim() !== '');

/** Subjects of the query form (a few of the 18; the generated type keeps them in its choices). */
const subjects: readonly NonNullable<ComplaintQueryData['subject']>[] = [
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
    query: queryTextArbitrary,
    ...(withSubject ? { subject: fc.constantFrom(...subjects) } : {}),
  });

/** Feedback personal details. */
export const feedbackDetailsArbitrary: fc.Arbitrary<FeedbackDetailsData> = fc.record({
  firstName: typedWithSpaces(nameArbitrary),
  surname: typedWithSpaces(nameArbitrary),
  email: typedWithSpaces(emailArbitrary),
  telephoneNumber: typedWithSpaces(phoneArbitrary),
  address: addressArbitrary,
});

const reading = typedWithSpaces(fc.stringMatching(/^[0-9]{1,6}$/));

/** A customer number of one of `customerNumberFormats`, its letters in any case (SPEC section 5). */
export const customerNumberIn = (format: string): fc.Arbitrary<string> =>
  // fast-check generates from a pattern without the `i` flag: the case is chosen per letter.
  fc
    .stringMatching(new RegExp(`^${format}$`))
    .chain((number) =>
      fc
        .array(fc.boolean(), { minLength: number.length, maxLength: number.length })
        .map((lower) =>
          [...number]
            .map((character, index) => (lower[index] ? character.toLowerCase() : character))
            .join(''),
        ),
    );

/** A customer number of any format. */
export const customerNumberArbitrary = fc.oneof(...customerNumberFormats.map(customerNumberIn));
const customerNumber = typedWithSpaces(customerNumberArbitrary);

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
      title: typedWithSpaces(fc.constantFrom('Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Lady', 'Sir')),
      first_name: typedWithSpaces(nameArbitrary),
      last_name: typedWithSpaces(nameArbitrary),
      telephone: typedWithSpaces(phoneArbitrary),
      email: typedWithSpaces(emailArbitrary),
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubText } from './scrub-text.ts';

/**
 * Contact details as customers write them (issue 37, finding 2): phone numbers with brackets,
 * several spaces, dots, dashes and international prefixes; emails with the @ and the dots spelled
 * out or bracketed. None may survive scrubText, whatever free text surrounds it.
 */

/** What a phone number is written with between its digits, as the pattern allows (up to four). */
const phoneSeparator = /[\s().\u2010-\u2015+-]/g;
const withoutSeparators = (text: string) => text.replace(phoneSeparator, '');

/** Placeholders the scrubber writes, which the generated details' words must not be read in. */
const withoutPlaceholders = (text: string) =>
  text.replace(/\[(?:email|number|postcode|customer-number|token)\]/g, ' ');

/** A national number with its trunk 0: UK mobiles, landlines, freephone; Irish mobiles, landlines. */
const nationalNumber = fc.oneof(
  fc.record({ country: fc.constant('uk'), digits: fc.stringMatching(/^07[1-9]\d{8}$/) }),
  fc.record({ country: fc.constant('uk'), digits: fc.stringMatching(/^0[12]\d{9}$/) }),
  fc.record({ country: fc.constant('uk'), digits: fc.stringMatching(/^0800\d{6,7}$/) }),
  fc.record({ country: fc.constant('ie'), digits: fc.stringMatching(/^08[3-9]\d{7}$/) }),
  fc.record({ country: fc.constant('ie'), digits: fc.stringMatching(/^0[1-9]\d{7,8}$/) }),
);

const prefixes = {
  uk: ['+44 ', '+44', '0044 ', '0044', '+44 (0)', '+44 (0) ', '+44(0)', '(+44) ', '+44-'],
  ie: ['+353 ', '00353 ', '+353 (0)', '+353 (0) ', '(+353) '],
} as const;

/** A phone number as written, with the digits no one may read after scrubbing (no trunk 0). */
const writtenPhoneNumber = fc
  .record({
    number: nationalNumber,
    international: fc.boolean(),
    prefixChoice: fc.nat(),
    groupSizes: fc.array(fc.integer({ min: 2, max: 5 }), { minLength: 1, maxLength: 4 }),
    separator: fc.constantFrom(' ', '  ', '   ', '-', '.', ' - ', '\t', '', ' – ', '—'),
    bracketFirstGroup: fc.boolean(),
  })
  .map(({ number, international, prefixChoice, groupSizes, separator, bracketFirstGroup }) => {
    const countryPrefixes = prefixes[number.country as keyof typeof prefixes];
    const prefix = international ? countryPrefixes[prefixChoice % countryPrefixes.length] : '';
    const subscriber = number.digits.slice(1);
    const digits = international ? subscriber : number.digits;
    const groups: string[] = [];
    for (let at = 0, index = 0; at < digits.length; index += 1) {
      const size = groupSizes[index % groupSizes.length] ?? digits.length;
      groups.push(digits.slice(at, at + size));
      at += size;
    }
    if (bracketFirstGroup) groups[0] = `(${groups[0]})`;
    return { written: `${prefix}${groups.join(separator)}`, subscriber };
  });

/** The parts of an email a reader could put back together: a name, a domain. */
const name = fc.constantFrom('ada', 'priya', 'tom', 'jo', 'siobhan', 'zoë', 'kwame', 'grace');
const surname = fc.constantFrom('lovelace', 'shah', 'evans', 'bloggs', 'ó-briain', 'mensah');
const domainLabel = fc.stringMatching(/^[a-z][a-z0-9-]{1,10}[a-z0-9]$/);
const topLevel = fc.constantFrom(['com'], ['co', 'uk'], ['ie'], ['org'], ['net'], ['email']);

const writtenAt = fc.constantFrom(
  ...['@', ' @ ', '(at)', ' (at) ', '[at]', ' [at] ', '{at}', '<at>', ' at ', ' AT ', ' At '],
  ...['%40', '%2540', '＠', '&#64;', ' ( at ) '],
);
const writtenDot = fc.constantFrom(
  ...['.', '(dot)', ' (dot) ', '[dot]', ' [dot] ', ' dot ', ' DOT ', '{dot}', '(.)', ' [.] '],
);

/** An email as written, with the name and domain no one may read together after scrubbing. */
const writtenEmail = fc
  .record({
    given: name,
    suffix: fc.stringMatching(/^[0-9]{0,4}$/),
    last: fc.option(fc.tuple(fc.constantFrom('.', '_', '-', '+'), surname), { nil: undefined }),
    domain: fc.array(domainLabel, { minLength: 1, maxLength: 2 }),
    topLevel,
    at: writtenAt,
    dot: writtenDot,
    localDot: fc.boolean(),
  })
  .map(({ given, suffix, last, domain, topLevel, at, dot, localDot }) => {
    const [joiner, lastName] = last ?? ['', ''];
    const local = `${given}${suffix}${joiner === '.' && localDot ? dot : joiner}${lastName}`;
    const written = `${local}${at}${[...domain, ...topLevel].join(dot)}`;
    return { written, name: lastName || `${given}${suffix}`, domain: domain[0] ?? '' };
  });

/** Ordinary words around the details, some with digits, as comments and searches have. */
const words = fc
  .array(fc.constantFrom('please', 'call', 'me', 'on', 'my', 'bill', 'is', '£30', '2', '15', 'at'))
  .map((list) => list.join(' '));
const freeText = fc.oneof(fc.string(), words);

describe('scrubbing contact details as customers write them (issue 37)', () => {
  it.each([
    // The finding's own examples.
    ['(020) 7946 0958'],
    ['(07911) 123456'],
    ['07911  123456'],
    ['ada(at)example.com'],
    // Prefixes, brackets, dots and dashes.
    ['+44 (0)20 7946 0958'],
    ['+44(0)7911 123 456'],
    ['0044 7911 123456'],
    ['(+44) 7911-123-456'],
    ['07911.123.456'],
    ['07911 - 123 - 456'],
    ['tel07911123456'],
    ['+353 (0)85 123 4567'],
    ['(01) 234 5678'],
    ['00353 1 234 5678'],
    // Emails, their @ and dots spelled out or bracketed.
    ['ada [at] example [dot] co [dot] uk'],
    ['ada at example dot com'],
    ['ADA AT EXAMPLE DOT COM'],
    ['ada at example.com'],
    ['ada @ example.com'],
    ['ada{at}example{dot}com'],
    ['ada dot lovelace at example dot co dot uk'],
    ['ada.lovelace%40example.com'],
    ['ada＠example.com'],
  ])('%s goes', (written) => {
    const scrubbed = scrubText(`Please call ${written} today`);
    expect(scrubbed).toMatch(/^Please call (?:tel)?\[(?:number|email)\] today$/);
  });

  it.each([
    ['meet at the station'],
    ['look at example.com'],
    ['I looked at www.example.com for help'],
    ['arrive at 10.30 on 15/01/2024'],
    ['TypeError: x is undefined at main.js:12:34'],
    ['Error: boom\n    at Object.render (main.js:1:2)'],
    ['render@https://site.example/assets/index.js:1:2'],
  ])('%j stays readable', (text) => {
    expect(scrubText(text)).toBe(text);
  });

  it('never lets a phone number through, however written, whatever surrounds it', () => {
    fc.assert(
      fc.property(freeText, writtenPhoneNumber, freeText, (before, phone, after) => {
        const scrubbed = scrubText(`${before} ${phone.written} ${after}`);
        expect(withoutSeparators(scrubbed)).not.toContain(phone.subscriber);
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no nine digits in a row in ordinary words, once separators are taken out', () => {
    fc.assert(
      fc.property(words, writtenPhoneNumber, words, (before, phone, after) => {
        const scrubbed = scrubText(`${before} ${phone.written} ${after}`);
        expect(withoutSeparators(scrubbed)).not.toMatch(/\d{9}/);
      }),
    );
  });

  it('never lets an email through with its name and domain together, however written', () => {
    fc.assert(
      fc.property(freeText, writtenEmail, freeText, (before, email, after) => {
        const left = withoutPlaceholders(scrubText(`${before} ${email.written} ${after}`));
        expect(left.includes(email.name) && left.includes(email.domain)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

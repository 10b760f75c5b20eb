import { anyCustomerNumber } from '../../site/customer-number-formats.ts';
import { emailWithUnmistakableAt, spelledOutEmail } from './email-as-written.ts';

/**
 * Personal data that must never leave the page in telemetry (issue 6), each pattern with what
 * replaces it, matched as customers write it (issue 37). Order matters: URLs lose their query and
 * fragment first, and tokens, emails and customer numbers go before the looser digit pattern
 * could split them. Where a pattern cannot tell personal data from ordinary words, it scrubs.
 */
const personalDataPatterns: readonly (readonly [RegExp, string])[] = [
  // A URL or path inside text keeps its path; its query string and fragment can hold anything.
  [/((?:https?:)?\/\/[^\s?#"'<>]*|\/[\w./%-]*)[?#][^\s"'<>)]*/gi, '$1'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(?:access|id)_token=[^&\s"']+/gi, '[token]'],
  // An email with its @ however written: @, %40, ＠, &#64;, (at), [at], spaces around either,
  // and its dots as ., (dot), [dot] or " dot " (ada [at] example [dot] co [dot] uk).
  [emailWithUnmistakableAt, '$1[email]'],
  // An email with a bare " at " (ada at example dot com); see email-as-written.ts for what stays.
  [spelledOutEmail, '$1[email]'],
  // Customer numbers of SPEC section 5, every format the form check accepts.
  [new RegExp(`\\b${anyCustomerNumber}\\b`, 'gi'), '[customer-number]'],
  // UK postcodes, with or without the space (also encoded).
  [
    /\b(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?(?: |%20|\+)?\d[ABD-HJLNP-UW-Z]{2})\b/gi,
    '[postcode]',
  ],
  // Phone numbers and any other run of nine or more digits, however spaced: up to four spaces,
  // dots, dashes or brackets between digits, a leading + or bracket, so +44 (0)20 7946 0958,
  // (07911) 123456, 07911  123456, 0044-7911-123456 and +353 85 123 4567 all go. No word
  // boundary either side (tel07911123456 goes too); dates with times or ranges of dates
  // (15.01.2024 - 16.01.2024) go with them, which costs nothing that support needs.
  [/(?:\+|\(\+?)?\d(?:[\s().\u2010-\u2015-]{0,4}\d){8,}/g, '[number]'],
];

/** Free text (an error message, a stack, an element's label) with personal data replaced. */
export function scrubText(text: string): string {
  return personalDataPatterns.reduce(
    (scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement),
    text,
  );
}

/** Deeply scrubs every string in a value (such as an event's context), keeping its shape. */
export function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, scrubDeep(inner)]),
    ) as T;
  }
  return value;
}

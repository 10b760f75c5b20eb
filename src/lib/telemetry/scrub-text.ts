import { anyCustomerNumber } from '../../site/customer-number-formats.ts';

/**
 * Personal data that must never leave the page in telemetry (issue 6), each pattern with what
 * replaces it. Order matters: URLs lose their query and fragment first, and tokens and customer
 * numbers go before the looser digit pattern could split them.
 */
const personalDataPatterns: readonly (readonly [RegExp, string])[] = [
  // A URL or path inside text keeps its path; its query string and fragment can hold anything.
  [/((?:https?:)?\/\/[^\s?#"'<>]*|\/[\w./%-]*)[?#][^\s"'<>)]*/gi, '$1'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [token]'],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b(?:access|id)_token=[^&\s"']+/gi, '[token]'],
  [/[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi, '[email]'],
  // Customer numbers of SPEC section 5, every format the form check accepts.
  [new RegExp(`\\b${anyCustomerNumber}\\b`, 'gi'), '[customer-number]'],
  // UK postcodes, with or without the space (also encoded).
  [
    /\b(?:GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]?(?: |%20|\+)?\d[ABD-HJLNP-UW-Z]{2})\b/gi,
    '[postcode]',
  ],
  // Phone numbers and any other long run of digits (+44 7700 900123, 07700-900-123).
  [/(?:\+|\b)\d(?:[\s().-]?\d){8,}\b/g, '[number]'],
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

/**
 * The customer (account) number formats of SPEC sections 5 and 9, as regular expression sources:
 * 85 followed by ten digits; A followed by 4 to 8 digits; BGX followed by 4 or 5 digits. Letters
 * match in any case, so every pattern built from these takes the `i` flag. The form check, the
 * telemetry scrubber and the test generators all read this list, so a format added here is
 * accepted, scrubbed and tested alike.
 */
export const customerNumberFormats: readonly string[] = [
  '85[0-9]{10}',
  'A[0-9]{4,8}',
  'BGX[0-9]{4,5}',
];

/** Any one format, as a group to place between anchors or word boundaries (use the `i` flag). */
export const anyCustomerNumber = `(?:${customerNumberFormats.join('|')})`;

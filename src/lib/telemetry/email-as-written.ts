/**
 * Emails as customers write them into a comment or a search, to keep them out of telemetry
 * (scrub-text.ts, issue 37): with the @ spelled out or bracketed and the dots spelled out, as
 * people do to keep addresses from spam robots. Each pattern's first group is the character
 * before the address (kept by the replacement), so a match starts only where a word starts.
 */

/** A character of an email's local part, as RFC 5322 allows it (ada.lovelace+bills). */
const localCharacter = String.raw`[\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~.-]`;
const beforeAnAddress = String.raw`(^|[^\p{L}\p{N}!#$%&'*+/=?^_\x60{|}~.-])`;

/** A dot written out: (dot), [dot], {.}, " dot ", " DOT ". */
const writtenDot = String.raw`(?:\s*[(\[{<]\s*(?:dot|\.)\s*[)\]}>]\s*|\s+dot\s+)`;
const anyDot = String.raw`(?:\.|${writtenDot})`;

/** One part of a domain name between its dots. */
const label = String.raw`[\p{L}\p{N}-]+`;

/**
 * The local part, its dots as typed or written out (ada dot lovelace). A few written dots at
 * most: "a dot a dot a…" would otherwise be tried from every word, taking time that grows with the
 * square of the text's length.
 */
const localPart = `${localCharacter}+(?:${writtenDot}${localCharacter}+){0,3}`;

/** An @ that can be nothing else: @, ＠, %40 (or %2540), &#64;, &commat;, (at), [at], {at}. */
const unmistakableAt = String.raw`\s*(?:@|＠|%(?:25)?40|&#0*64;|&commat;|[(\[{<]\s*at\s*[)\]}>])\s*`;

/** Emails with an @ that can be nothing else, and at least one dot in the domain. */
export const emailWithUnmistakableAt = new RegExp(
  `${beforeAnAddress}${localPart}${unmistakableAt}${label}(?:${anyDot}${label})+`,
  'giu',
);

/**
 * Words after which " at " is most often English ("look at example.com", "meet me at
 * st.pancras"), so the text stays readable. The trade-off: after any other word, " at " followed
 * by a domain-like name is taken for an email ("ada at example.com", and also "flat at
 * example.com"), erring on the side of scrubbing; after these words an address written that way
 * stays, but it is then missing its owner's name ("look" is no one's address).
 */
const wordsBeforeAnOrdinaryAt = [
  'look(?:s|ed|ing)?',
  'see|seen|saw|visit(?:ed)?|find|found|online|available|here|there',
  'meet|met|arrive(?:d)?|stay(?:ed)?|live(?:s|d)?|work(?:s|ed|ing)?|home|back|in|out|up',
  'shop(?:ped)?|bought|ordered|paid|book(?:ed)?|log(?:ged)?|sign(?:ed)?',
  'me|us|you|him|her|them|it|this|that|is|are|was|were|be|been|am|and|or|but|just|only|also',
];

/**
 * Emails with a bare " at " (ada at example dot com, ADA AT EXAMPLE.COM): the domain needs a dot
 * and letters after its last one, and must not run on into a line number ("x is undefined at
 * main.js:12:34" is a stack, not an address). A line break before " at "
 * ends the word, so stack frames ("\n    at Object.render") never match.
 */
export const spelledOutEmail = new RegExp(
  `${beforeAnAddress}(?!(?:${wordsBeforeAnOrdinaryAt.join('|')})[ \\t])` +
    `${localPart}[ \\t]+at[ \\t]+${label}(?:${anyDot}${label}){0,5}${anyDot}\\p{L}{2,}` +
    String.raw`(?!\.?[\p{L}\p{N}-]|:\d)`,
  'giu',
);

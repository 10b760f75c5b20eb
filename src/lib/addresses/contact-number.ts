import { withoutSpaces } from '../../site/without-spaces.ts';

/** A lead's contact number (SPEC section 3). */
export interface ContactNumber {
  readonly number: string;
  readonly type: 'mobile' | 'home';
}

/**
 * The number, without spaces; "mobile" when it starts with 07, otherwise "home" (SPEC section 3).
 * Forms send a phone number in its normal form (national digits for a UK number, so '+44 7911
 * 123456' arrives as '07911123456' and counts as mobile; see phone-number-rules.ts).
 */
export function contactNumberOf(typed: string): ContactNumber {
  const number = withoutSpaces(typed);
  return { number, type: number.startsWith('07') ? 'mobile' : 'home' };
}

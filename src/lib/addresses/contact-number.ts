/** A lead's contact number (SPEC section 3). */
export interface ContactNumber {
  readonly number: string;
  readonly type: 'mobile' | 'home';
}

/**
 * The number as typed, without spaces; "mobile" when it starts with 07, otherwise "home" (SPEC
 * section 3, exactly as stated: an international +44 7 number counts as home).
 */
export function contactNumberOf(typed: string): ContactNumber {
  const number = typed.replace(/\s+/g, '');
  return { number, type: number.startsWith('07') ? 'mobile' : 'home' };
}

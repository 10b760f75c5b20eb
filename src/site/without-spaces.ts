/**
 * A phone number as it travels, every space removed ('0800 111 999' → '0800111999'): in a lead's
 * contact number and telephone, in a tel: address and through the `remove-spaces` transform. One
 * normaliser, so a number is never sent in one form and dialled in another.
 */
export function withoutSpaces(text: string): string {
  return text.replace(/\s+/g, '');
}

import { withoutSpaces } from './without-spaces.ts';

/** A tel: address for a number written with spaces ('0800 111 999' → 'tel:0800111999'). */
export function telHref(number: string): string {
  return `tel:${withoutSpaces(number)}`;
}

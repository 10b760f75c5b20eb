import { config } from './config.ts';
import { fillMessage } from './fill-message.ts';
import { siteCopy } from './site-copy.ts';

/** A page's document title: '{title} - Help & Support - {brand}' (SPEC section 2). */
export function pageTitle(title: string): string {
  return fillMessage(siteCopy.pageTitle, { title, brand: config.brandName });
}

import copy from '../../../schemas/messages/help-content.json';
import { config } from '../../app/config';
import { fillMessage } from '../../schema-forms/form-copy';

/** Words of the help pages around the content (schemas/messages/help-content.json). */
export const helpCopy = copy;

/** A help page's document title: '{title} - Help & Support - {brand}' (SPEC section 2). */
export function helpPageTitle(title: string): string {
  return fillMessage(helpCopy.pageTitle, { title, brand: config.brandName });
}

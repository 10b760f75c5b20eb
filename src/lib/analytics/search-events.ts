import { scrubText } from '../telemetry/scrub-text.ts';
import { sendMonitoringAction } from '../telemetry/monitoring-actions.ts';

/** The action content teams search for to see what customers looked for and did not find. */
export const searchNoResultsAction = 'search_no_results';

/**
 * The words of a search as content teams count them: personal data (emails, phone and customer
 * numbers, postcodes) replaced first, then lower case with single spaces, so "Top  Up" and
 * "top up" count as one.
 */
export function countedSearchTerm(query: string): string {
  return scrubText(query).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A search found nothing (issue 32, item 4): counted through monitoring, with consent only. */
export function searchFoundNothing(query: string): void {
  sendMonitoringAction(searchNoResultsAction, { term: countedSearchTerm(query) });
}

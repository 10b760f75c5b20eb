import words from '../../../../schemas/messages/emergencies-fallback.json';
import numbers from '../../../../schemas/messages/emergency-numbers.json';
import type { EmergenciesData } from './category-data.ts';

/**
 * The emergencies page shipped with the site, shown when its content cannot be: the page's words
 * with the emergency numbers, which live apart so the site's error page carries only them.
 */
export const emergenciesFallback: EmergenciesData = {
  ...words,
  emergencyNumbers: numbers.emergencyNumbers,
};

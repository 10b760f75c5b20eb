import { journeyFixturesFolder } from '../form-compiler/form-sources.ts';
import { pagesOfDeclared, type JourneyPages } from '../../src/site/journeys/journey-pages.ts';
import { ownPageJourneys } from '../../src/site/journeys/site-journeys.ts';
import { declaredJourneysOf } from './write-declared-journeys.ts';

/**
 * Every journey's pages as the build and the host see them (decision 055): the journeys with
 * their own pages, then those declared in schemas/journeys/ (and, in the build for the browser
 * tests, the fixture journeys JOURNEY_FIXTURES names), read from their declarations.
 */
export function siteJourneyPages(root = process.cwd()): JourneyPages[] {
  const declared = declaredJourneysOf(root, journeyFixturesFolder(root) !== undefined);
  return [...ownPageJourneys, ...declared.map(pagesOfDeclared)];
}

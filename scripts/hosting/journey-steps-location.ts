import { basePath } from '../../src/site/site-paths.ts';
import {
  laterRoutesOf,
  routePattern,
  type JourneyPages,
} from '../../src/site/journeys/journey-pages.ts';

/** The lines of docs/hosting/nginx.conf between these are written from the journeys. */
export const generatedStart =
  '    # Generated from the journeys (npm run hosting:nginx, decision 055): do not edit.';
export const generatedEnd = '    # End of the lines generated from the journeys.';

/**
 * The nginx location of the journeys' later pages that are more than two segments deep (the
 * complaint query, the feedback details, each 'Check your answers'): no page is prerendered for
 * them, so they get the app's shell. Shallower paths are served as every page is.
 */
export function journeyStepsLocation(journeys: readonly JourneyPages[]): string {
  const patterns = laterRoutesOf(journeys)
    .map((route) => routePattern(route).source.slice(1, -1).replaceAll('\\/', '/'))
    .filter((source) => source.split('/').length >= 3);
  const unique = [...new Set(patterns)];
  return [
    generatedStart,
    `    location ~ "^${basePath}/(?:${unique.join('|')})$" {`,
    '        include snippets/help-and-support-security-headers.conf;',
    '        add_header Cache-Control "no-cache" always;',
    `        add_header Speculation-Rules '"${basePath}/speculation-rules.json"' always;`,
    `        try_files ${basePath}/index.html =404;`,
    '    }',
    generatedEnd,
  ].join('\n');
}

/** The configuration with its generated lines written from the journeys. */
export function withJourneySteps(conf: string, journeys: readonly JourneyPages[]): string {
  const start = conf.indexOf(generatedStart);
  const end = conf.indexOf(generatedEnd);
  if (start === -1 || end === -1)
    throw new Error('docs/hosting/nginx.conf has lost the markers of its generated lines');
  return (
    conf.slice(0, start) + journeyStepsLocation(journeys) + conf.slice(end + generatedEnd.length)
  );
}

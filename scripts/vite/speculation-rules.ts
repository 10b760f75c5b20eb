import type { Connect, Plugin } from 'vite';
import { contentPathPrefixes } from '../../src/site/content-paths.ts';
import { siteJourneyPages } from '../journeys/site-journey-pages.ts';

/** Where the rules are served, at a fixed address beside the pages (decision 025). */
export const speculationRulesFile = 'speculation-rules.json';
/** The media type browsers require of a rules file named by the Speculation-Rules header. */
export const speculationRulesType = 'application/speculationrules+json';

/**
 * The journeys' first pages, the links customers follow most from the help pages: each journey's
 * first entry, from its declaration (decision 055).
 */
const journeyEntries = siteJourneyPages().flatMap((journey) => journey.entries.slice(0, 1));

/**
 * The site's speculation rules (decision 025): a link to another page of the site is fetched
 * when the visitor is about to follow it (hover or touch: "moderate"), and the journeys' first
 * pages are prerendered then, so moving from a static help page to a form is an instant load.
 * Never the sign-in callback (its address holds a one-time code) or signed-in pages.
 */
export function speculationRules(basePath: string) {
  const notFollowed = {
    not: {
      href_matches: [
        `${basePath}/auth-callback*`,
        `${basePath}/deals*`,
        ...contentPathPrefixes.map((prefix) => `${prefix}*`),
      ],
    },
  };
  return {
    prerender: [
      {
        source: 'document',
        where: { href_matches: journeyEntries.map((path) => `${basePath}${path}`) },
        eagerness: 'moderate',
      },
    ],
    prefetch: [
      {
        source: 'document',
        where: { and: [{ href_matches: `${basePath}/*` }, notFollowed] },
        eagerness: 'moderate',
      },
    ],
  };
}

/** The Speculation-Rules header value: a structured-field list of one quoted address. */
export function speculationRulesHeader(basePath: string): string {
  return `"${basePath}/${speculationRulesFile}"`;
}

/**
 * Writes the rules file into the build and names it in a Speculation-Rules header on every
 * page the preview and dev servers send (the hosting does the same: docs/hosting/nginx.conf).
 * A header, not an inline <script type="speculationrules">, so the Content-Security-Policy
 * needs no exception.
 */
export function speculationRulesPlugin(basePath: string): Plugin {
  const rulesPath = `${basePath}/${speculationRulesFile}`;
  const body = `${JSON.stringify(speculationRules(basePath), null, 2)}\n`;
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const url = req.url ?? '/';
    if (url.split('?', 1)[0] === rulesPath) {
      res.setHeader('Content-Type', speculationRulesType);
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
      return;
    }
    if (url === basePath || url.startsWith(`${basePath}/`) || url.startsWith(`${basePath}?`))
      res.setHeader('Speculation-Rules', speculationRulesHeader(basePath));
    next();
  };
  return {
    name: 'help-and-support:speculation-rules',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: speculationRulesFile, source: body });
    },
  };
}

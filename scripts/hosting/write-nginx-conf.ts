// `npm run hosting:nginx`: writes the lines of docs/hosting/nginx.conf that list the journeys'
// pages from their declarations (decision 055); nginx-conf.test.ts fails while they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { siteJourneyPages } from '../journeys/site-journey-pages.ts';
import { withJourneySteps } from './journey-steps-location.ts';

const file = 'docs/hosting/nginx.conf';
const conf = readFileSync(file, 'utf8');
const written = withJourneySteps(conf, siteJourneyPages());
if (written !== conf) writeFileSync(file, written);
console.info(written === conf ? `${file}: as the journeys say` : `${file}: written`);

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  speculationRules,
  speculationRulesHeader,
  speculationRulesType,
} from './speculation-rules.ts';

const rules = speculationRules('/help-and-support');

describe('speculation rules (decision 025)', () => {
  it('prefetch a page of the site when the visitor is about to follow its link', () => {
    expect(rules.prefetch).toEqual([
      expect.objectContaining({ source: 'document', eagerness: 'moderate' }),
    ]);
    expect(JSON.stringify(rules.prefetch)).toContain('"href_matches":"/help-and-support/*"');
  });

  it('prerender the journeys’ first pages, only those', () => {
    expect(rules.prerender[0]?.where.href_matches).toEqual([
      '/help-and-support/submit-meter-read',
      '/help-and-support/make-a-complaint-select-type',
      '/help-and-support/complaints/feedback',
    ]);
  });

  it('never fetch the sign-in callback, signed-in pages or content files ahead', () => {
    const excluded = JSON.stringify(rules.prefetch[0]?.where.and[1]);
    expect(excluded).toContain('/help-and-support/auth-callback*');
    expect(excluded).toContain('/help-and-support/deals*');
    expect(excluded).toContain('/aem6/*');
  });

  it('are named by a header, as a quoted address', () => {
    expect(speculationRulesHeader('/help-and-support')).toBe(
      '"/help-and-support/speculation-rules.json"',
    );
  });
});

describe('the documented hosting (docs/hosting/nginx.conf)', () => {
  const nginx = readFileSync('docs/hosting/nginx.conf', 'utf8');
  const locations = [...nginx.matchAll(/location [^{]+\{[^}]*\}/g)].map((match) => match[0]);

  it('names the rules on every location that serves a page', () => {
    const pageLocations = locations.filter((location) => /index\.html/.test(location));
    expect(pageLocations.length).toBeGreaterThanOrEqual(3);
    for (const location of pageLocations) {
      expect(location).toContain(
        `add_header Speculation-Rules '${speculationRulesHeader('/help-and-support')}' always;`,
      );
    }
  });

  it('serves the rules file in the media type browsers require, never cached', () => {
    const rules = locations.find((location) => location.includes('speculation-rules.json {'));
    expect(rules).toContain(`default_type ${speculationRulesType};`);
    expect(rules).toContain('add_header Cache-Control "no-cache" always;');
  });
});

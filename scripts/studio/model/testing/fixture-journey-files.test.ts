import { describe, expect, it } from 'vitest';
import { fixtureJourneyFiles } from './fixture-journey-files.ts';
import { blockingFindings } from './blocking-findings.ts';
import { realFiles } from './real-studio-files.ts';

const files = { ...realFiles, ...fixtureJourneyFiles() };

describe('the fixture journey as a site journey', () => {
  it('passes the check as it is', () => {
    expect(blockingFindings(files)).toEqual([]);
  });
});

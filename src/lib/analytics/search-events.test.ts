import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onMonitoringAction,
  resetMonitoringActionsForTests,
} from '../telemetry/monitoring-actions.ts';
import { countedSearchTerm, searchFoundNothing } from './search-events.ts';

describe('a search that found nothing is counted (issue 32, item 4)', () => {
  const receive = vi.fn();
  beforeEach(() => {
    onMonitoringAction(receive);
  });
  afterEach(() => {
    receive.mockReset();
    resetMonitoringActionsForTests();
    delete window.OptanonActiveGroups;
  });

  it('with analytics consent, once, with the term scrubbed', () => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    searchFoundNothing('Refund for jo.bloggs@example.com at LS1 1AA');
    expect(receive.mock.calls).toEqual([
      ['search_no_results', { term: 'refund for [email] at [postcode]' }],
    ]);
  });

  it('without it, not at all', () => {
    window.OptanonActiveGroups = ',C0001,';
    searchFoundNothing('heat pump grant');
    expect(receive).not.toHaveBeenCalled();
  });
});

describe('the term as counted', () => {
  it.each([
    ['Top  Up ', 'top up'],
    ['account 850000000001', 'account [customer-number]'],
    ['call 07700 900123', 'call [number]'],
    ['sw1a1aa', '[postcode]'],
  ])('%j is counted as %j', (query, counted) => {
    expect(countedSearchTerm(query)).toBe(counted);
  });
});

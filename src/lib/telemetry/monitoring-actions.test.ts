import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onMonitoringAction,
  resetMonitoringActionsForTests,
  sendMonitoringAction,
} from './monitoring-actions.ts';

describe('monitoring actions (consent-gated, waiting for monitoring to start)', () => {
  beforeEach(() => {
    window.OptanonActiveGroups = ',C0001,C0002,';
  });
  afterEach(() => {
    resetMonitoringActionsForTests();
    delete window.OptanonActiveGroups;
  });

  it('hands an action to started monitoring', () => {
    const receive = vi.fn();
    onMonitoringAction(receive);
    sendMonitoringAction('search_no_results', { term: 'heat pump', count: 2 });
    expect(receive).toHaveBeenCalledExactlyOnceWith('search_no_results', {
      term: 'heat pump',
      count: 2,
    });
  });

  it('sends nothing without analytics consent, and keeps nothing for later', () => {
    window.OptanonActiveGroups = ',C0001,C0003,';
    const receive = vi.fn();
    sendMonitoringAction('journey_step_viewed', { journey: 'submit-meter-read', step: 'x' });
    onMonitoringAction(receive);
    window.OptanonActiveGroups = ',C0001,C0002,';
    onMonitoringAction(receive);
    expect(receive).not.toHaveBeenCalled();
  });

  it('keeps actions made with consent until monitoring starts, then sends them in order', () => {
    sendMonitoringAction('first', { n: 1 });
    sendMonitoringAction('second', { n: 2 });
    const receive = vi.fn();
    onMonitoringAction(receive);
    expect(receive.mock.calls).toEqual([
      ['first', { n: 1 }],
      ['second', { n: 2 }],
    ]);
  });

  it('keeps at most 50 waiting actions, the latest', () => {
    for (let n = 1; n <= 60; n += 1) sendMonitoringAction('step', { n });
    const receive = vi.fn();
    onMonitoringAction(receive);
    expect(receive).toHaveBeenCalledTimes(50);
    expect(receive.mock.calls[0]).toEqual(['step', { n: 11 }]);
  });

  it('stops handing actions over once unsubscribed', () => {
    const receive = vi.fn();
    onMonitoringAction(receive)();
    sendMonitoringAction('later', { n: 1 });
    expect(receive).not.toHaveBeenCalled();
  });
});

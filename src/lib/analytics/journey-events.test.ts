import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainApiError } from '../http/http-errors.ts';
import {
  onMonitoringAction,
  resetMonitoringActionsForTests,
} from '../telemetry/monitoring-actions.ts';
import {
  errorsShown,
  fieldNameOf,
  statusClassOf,
  stepViewed,
  submitOutcome,
  type JourneyStep,
} from './journey-events.ts';

const detailsStep: JourneyStep = {
  journey: 'complaints/gas-and-electricity',
  step: 'complaint-details',
};

describe('where customers stop: journey events (issue 32, item 5)', () => {
  const receive = vi.fn();
  beforeEach(() => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    onMonitoringAction(receive);
  });
  afterEach(() => {
    receive.mockReset();
    resetMonitoringActionsForTests();
    delete window.OptanonActiveGroups;
  });

  it('a step viewed names its journey and step, nothing else', () => {
    stepViewed(detailsStep);
    expect(receive.mock.calls).toEqual([
      [
        'journey_step_viewed',
        { journey: 'complaints/gas-and-electricity', step: 'complaint-details' },
      ],
    ]);
  });

  it('each error shown is one action naming its field and rule and the failed submit, never a value', () => {
    errorsShown(
      detailsStep,
      [
        { pointer: '/telephone', rule: 'minLength' },
        { pointer: '/address/id', rule: 'required' },
      ],
      2,
    );
    expect(receive.mock.calls).toEqual([
      [
        'journey_error_shown',
        {
          journey: 'complaints/gas-and-electricity',
          step: 'complaint-details',
          field: 'telephone',
          rule: 'minLength',
          attempt: 2,
        },
      ],
      [
        'journey_error_shown',
        {
          journey: 'complaints/gas-and-electricity',
          step: 'complaint-details',
          field: 'address.id',
          rule: 'required',
          attempt: 2,
        },
      ],
    ]);
  });

  it('a submit outcome says sent, taking longer, or failed with only the class of its status', () => {
    const queryStep: JourneyStep = { journey: 'complaints/pay-as-you-go', step: 'complaint-query' };
    submitOutcome(queryStep, 'taking_longer');
    submitOutcome(queryStep, 'failed', new MainApiError(503, 'abc-123', { detail: 'x' }));
    submitOutcome(queryStep, 'sent');
    const base = { journey: 'complaints/pay-as-you-go', step: 'complaint-query' };
    expect(receive.mock.calls).toEqual([
      ['journey_submit_outcome', { ...base, outcome: 'taking_longer' }],
      ['journey_submit_outcome', { ...base, outcome: 'failed', status_class: '5xx' }],
      ['journey_submit_outcome', { ...base, outcome: 'sent' }],
    ]);
  });

  it('sends nothing without analytics consent', () => {
    window.OptanonActiveGroups = ',C0001,';
    stepViewed(detailsStep);
    errorsShown(detailsStep, [{ pointer: '/email', rule: 'format' }], 1);
    submitOutcome(detailsStep, 'sent');
    expect(receive).not.toHaveBeenCalled();
  });
});

describe('the names content teams read', () => {
  it('writes a field pointer as a dotted name', () => {
    expect(fieldNameOf('/first_name')).toBe('first_name');
    expect(fieldNameOf('/address/postcode')).toBe('address.postcode');
  });

  it('classes a failure by its status, the network, or neither', () => {
    expect(statusClassOf(new MainApiError(422, undefined, null))).toBe('4xx');
    expect(statusClassOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(statusClassOf(new Error('boom'))).toBe('other');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onMonitoringAction,
  resetMonitoringActionsForTests,
} from '../lib/telemetry/monitoring-actions.ts';
import type { JourneyStep } from '../lib/analytics/journey-events.ts';
import examples from '../../schemas/forms/complaint-details/complaint-details.examples.json';
import type { ComplaintDetailsData } from './form-data.ts';
import { renderSchemaForm } from './testing/render-schema-form.tsx';

// A valid example (its address chosen, so 'Next step' shows) with the first name left out and an
// email no one could have: the value must never leave in an event.
const answers: Partial<ComplaintDetailsData> = {
  ...(examples.examples[0]?.data as ComplaintDetailsData),
  firstName: undefined,
  email: 'zeb@@sentinel',
};

const detailsStep: JourneyStep = {
  journey: 'complaints/gas-and-electricity',
  step: 'complaint-details',
};

describe('a journey form counts where customers stop (issue 32, item 5)', () => {
  const actions: [string, Record<string, unknown>][] = [];
  beforeEach(() => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    onMonitoringAction((name, context) => actions.push([name, context]));
  });
  afterEach(() => {
    actions.length = 0;
    resetMonitoringActionsForTests();
    delete window.OptanonActiveGroups;
  });

  it('counts its view once, and each error a submit shows by field and rule, never the value', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({
      formId: 'complaint-details',
      formData: answers,
      onSubmit: vi.fn(),
      journeyStep: detailsStep,
    });
    expect(actions).toEqual([['journey_step_viewed', { ...detailsStep }]]);

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    // The checks wait for the phone rules, which load as the customer starts (decision 017).
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(actions.slice(1)).toEqual([
      ['journey_error_shown', { ...detailsStep, field: 'firstName', rule: 'required', attempt: 1 }],
      ['journey_error_shown', { ...detailsStep, field: 'email', rule: 'format', attempt: 1 }],
    ]);

    // Corrected, the first name is not counted again; the email still is, on the second submit.
    actions.length = 0;
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Zebedee');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('link', { name: /email address/i });
    expect(actions).toEqual([
      ['journey_error_shown', { ...detailsStep, field: 'email', rule: 'format', attempt: 2 }],
    ]);
    expect(JSON.stringify(actions)).not.toMatch(/sentinel|Zebedee/);
  });

  it('outside a journey (the editors’ preview) counts nothing', async () => {
    const user = userEvent.setup();
    await renderSchemaForm({ formId: 'complaint-details', formData: answers, onSubmit: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('link', { name: /email address/i });
    expect(actions).toEqual([]);
  });

  it('without analytics consent counts nothing', async () => {
    window.OptanonActiveGroups = ',C0001,';
    const user = userEvent.setup();
    await renderSchemaForm({
      formId: 'complaint-details',
      formData: answers,
      onSubmit: vi.fn(),
      journeyStep: detailsStep,
    });
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await screen.findByRole('link', { name: /email address/i });
    expect(actions).toEqual([]);
  });
});

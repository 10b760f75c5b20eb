import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../../tests/setup/stub-server.ts';
import type * as ConfigModule from '../../site/config.ts';
import { loadMainApi } from '../http/load-main-api.ts';
import { createQueryClient } from '../../site/query-client.ts';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';
import { LeadFailureAlert } from './LeadFailureAlert.tsx';
import { sampleFeedbackLead } from './sample-lead.test-data.ts';
import { SubmittingStatus } from './SubmittingStatus.tsx';
import { useLeadSubmission } from './use-lead-submission.ts';
import { takingLongerAfterMs } from './use-taking-longer.ts';
import {
  onMonitoringAction,
  resetMonitoringActionsForTests,
} from '../telemetry/monitoring-actions.ts';
import messages from '../../../schemas/messages/journeys.json';

// The lead idempotency header is a build setting (on for the stub); tests switch it per case.
const settings = vi.hoisted(() => ({ leadIdempotencyHeader: true }));
vi.mock('../../site/config.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return {
    config: {
      ...actual.config,
      get leadIdempotencyHeader() {
        return settings.leadIdempotencyHeader;
      },
    },
  };
});

// With analytics consent, the submit outcomes monitoring would send (issue 32, item 5).
const actions: unknown[][] = [];
beforeEach(() => {
  window.OptanonActiveGroups = ',C0001,C0002,';
  onMonitoringAction((...action) => actions.push(action));
});
afterEach(() => {
  settings.leadIdempotencyHeader = true;
  actions.length = 0;
  resetMonitoringActionsForTests();
  delete window.OptanonActiveGroups;
});

const outcome = (fields: Record<string, string>) => [
  'journey_submit_outcome',
  { journey: 'complaints/feedback', step: 'feedback-details', ...fields },
];

function Harness() {
  const { submit, isSubmitting, failed, attempt, takingLonger, tryAgain } = useLeadSubmission(
    'harness',
    {
      journey: 'complaints/feedback',
      step: 'feedback-details',
    },
  );
  const [reference, setReference] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit({ document: sampleFeedbackLead, idempotencyKey: 'harness-key' }, (response) =>
          setReference(response.id),
        );
      }}
    >
      <LeadFailureAlert submission={{ failed, attempt }} />
      {/* Never disabled here, so only the hook's own guard stands between two clicks and two POSTs. */}
      <button type="submit">Submit</button>
      <SubmittingStatus
        submitting={isSubmitting}
        takingLonger={takingLonger}
        onSendAgain={tryAgain}
      />
      <p>Reference {reference}</p>
    </form>
  );
}

function renderHarness() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
}

describe('useLeadSubmission', () => {
  it.each([
    ['on', true, 'harness-key'],
    ['off', false, null],
  ])(
    'one click is one POST, even on a double click, with the idempotency header %s; the sending state is announced',
    async (_setting, headerOn, sentKey) => {
      settings.leadIdempotencyHeader = headerOn;
      const keys: (string | null)[] = [];
      // The lead is answered only once the sending state has been seen, so the second click
      // always comes while the first POST is in flight, however slow the machine.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      stubServer.use(
        http.post('*/v1/leads', async ({ request }) => {
          keys.push(request.headers.get(idempotencyKeyHeader));
          await answered;
          return HttpResponse.json({ data: { type: 'leads', id: 'HS-ONCEONCE' } }, { status: 201 });
        }),
      );
      renderHarness();
      await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('Sending your details'),
      );
      answer();
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
      expect(screen.getByText('Reference HS-ONCEONCE')).toBeInTheDocument();
      expect(keys).toEqual([sentKey]);
      expect(actions).toEqual([outcome({ outcome: 'sent' })]);
    },
  );

  it('a failed POST is not retried, shows the catalogue alert and is logged without personal data', async () => {
    let posts = 0;
    stubServer.use(
      http.post('*/v1/leads', () => {
        posts += 1;
        return HttpResponse.json({ errors: [{ id: 'err-7', status: '500' }] }, { status: 500 });
      }),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    // SPEC section 8, lead post failure: all three sentences.
    expect(alert).toHaveTextContent(
      "Unfortunately, we're having technical problems at the moment.",
    );
    expect(alert).toHaveTextContent(
      'Either stay on this page and try again in a few moments, or try again later.',
    );
    expect(alert).toHaveTextContent(
      "Thank you for your patience. We're sorry for the inconvenience this might cause.",
    );
    // The alert takes focus in an effect, which may run just after it is in the page.
    await waitFor(() => expect(alert).toHaveFocus());
    expect(posts).toBe(1);
    expect(actions).toEqual([outcome({ outcome: 'failed', status_class: '5xx' })]);
    expect(consoleError).toHaveBeenCalledWith('[harness]', expect.anything());
    expect(JSON.stringify(consoleError.mock.calls)).not.toContain('sam.jones@example.com');
  });

  it('a network failure shows the same alert and lets the customer try again', async () => {
    stubServer.use(http.post('*/v1/leads', () => HttpResponse.error()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHarness();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('technical problems');
    expect(actions).toEqual([outcome({ outcome: 'failed', status_class: 'network' })]);
    stubServer.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/^Reference HS-/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a send that takes longer than usual (issue 32: the client has no timeout, SPEC section 7)', () => {
  const { announcement, takingLonger } = messages.submitting;

  /** Each lead answer held until the test releases it (no timed wait), counting the POSTs. */
  function holdLeadAnswers(answer: () => Response) {
    const waiting: (() => void)[] = [];
    const held = {
      posts: 0,
      /** Lets the answers held so far go. */
      release: () => waiting.splice(0).forEach((go) => go()),
    };
    stubServer.use(
      http.post('*/v1/leads', async () => {
        held.posts += 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        return answer();
      }),
    );
    return held;
  }

  /** Moves the fake clock on and lets React, React Query and msw settle. */
  async function advance(ms: number) {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  }

  // The sending code loads on first use (a dynamic import, real file reads a fake clock cannot
  // move): loaded before the clock is faked, as a customer's first focus would have loaded it.
  beforeAll(() => loadMainApi());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says nothing more before 15 s; at 15 s says the answers are kept; then goes on with one POST', async () => {
    vi.useFakeTimers();
    const held = holdLeadAnswers(() =>
      HttpResponse.json({ data: { type: 'leads', id: 'HS-SLOWSLOW' } }, { status: 201 }),
    );
    renderHarness();
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    await advance(0);
    expect(screen.getByRole('status')).toHaveTextContent(announcement);

    await advance(takingLongerAfterMs - 1);
    expect(takingLongerAfterMs).toBe(15_000);
    expect(screen.getByRole('status')).toHaveTextContent(announcement);
    expect(screen.queryByText(takingLonger)).not.toBeInTheDocument();
    expect(actions).toEqual([]);

    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(takingLonger);
    expect(actions).toEqual([outcome({ outcome: 'taking_longer' })]);
    // A customer who presses again while waiting sends nothing more.
    fireEvent.click(submit);
    await advance(60_000);
    expect(screen.getByRole('status')).toHaveTextContent(takingLonger);

    held.release();
    await advance(0);
    expect(screen.getByText('Reference HS-SLOWSLOW')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(held.posts).toBe(1);
    expect(actions).toEqual([outcome({ outcome: 'taking_longer' }), outcome({ outcome: 'sent' })]);
  });

  it('a failure after the wait shows the alert and clears the message; a retry starts counting afresh', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = holdLeadAnswers(() =>
      HttpResponse.json({ errors: [{ id: 'err-9', status: '503' }] }, { status: 503 }),
    );
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(takingLongerAfterMs);
    expect(screen.getByRole('status')).toHaveTextContent(takingLonger);

    held.release();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('technical problems');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByText(takingLonger)).not.toBeInTheDocument();
    expect(held.posts).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await advance(takingLongerAfterMs - 1);
    expect(screen.getByRole('status')).toHaveTextContent(announcement);
    await advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(takingLonger);
    expect(held.posts).toBe(2);
    held.release();
    await advance(0);
  });
});

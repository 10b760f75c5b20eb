import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server.ts';
import detailsExamples from '../../../schemas/forms/complaint-details/complaint-details.examples.json';
import queryExamples from '../../../schemas/forms/complaint-query/complaint-query.examples.json';
import checkAnswersWords from '../../../schemas/messages/check-answers.json';
import { clearJourneyDrafts } from '../../lib/storage/draft-atom.ts';
import { draftKeyPrefix } from '../../lib/storage/draft-key-prefix.ts';
import { schemaHashes } from '../../schema-forms/compiled/schema-hashes.js';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';

/**
 * A model of what 'Check your answers' promises (issue 37), run against the whole app in jsdom
 * with random sequences of what customers do there: change an answer, send (accepted, refused,
 * the reply lost, the reply held while they press Back), reload, sign out. After every action:
 * the lead received is the summary last accepted, there is at most one lead per distinct set of
 * answers, and once a lead is accepted nothing of the journey stays in sessionStorage.
 */

type Outcome = 'accepted' | 'refused' | 'reply-lost' | 'reply-held';

/** What the customer has accepted so far, as the model sees it. */
interface Model {
  /** The email on the summary (the answer these runs change). */
  email: string;
  /** Whether a lead has been accepted and the confirmation shown. */
  sent: boolean;
  /** Whether the answers were forgotten by a sign-out before anything was sent. */
  forgotten: boolean;
}

/** The app as the customer has it. */
interface Real {
  readonly surname: string;
  unmount: () => void;
  history: ReturnType<typeof renderRoute>['history'];
}

const route = 'gas-and-electricity';
let outcome: Outcome = 'accepted';
/** A held reply waits for this; set before the post is made, so its release never comes early. */
let heldReply: Promise<void> = Promise.resolve();

function storedFor(surname: string) {
  return testLeadStore
    .all()
    .filter((lead) => JSON.stringify(lead.document).includes(surname))
    .map((lead) => ({
      id: lead.id,
      email: (lead.document as { data: { attributes: { email: string } } }).data.attributes.email,
    }));
}

/** Every answer the journey's keys still hold: the text leaves of their stored values. */
function answersKept(): string[] {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(texts)
        : [];
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith(draftKeyPrefix))
    .flatMap((key) =>
      texts((JSON.parse(sessionStorage.getItem(key) ?? 'null') as { value?: unknown })?.value),
    );
}

/** The answers a customer had accepted on both steps, as the steps keep them. */
function startOnTheSummary(surname: string): Real {
  const details = { ...detailsExamples.examples[0]?.data, surname };
  const query = queryExamples.examples[0]?.data ?? {};
  const keep = (key: string, formId: keyof typeof schemaHashes, value: unknown) =>
    sessionStorage.setItem(
      `${draftKeyPrefix}${key}`,
      JSON.stringify({ schemaHash: schemaHashes[formId], value }),
    );
  keep('complaint-details', 'complaint-details', details);
  keep('complaint-query', 'complaint-query', query);
  keep(`complaint-details-checked:${route}`, 'complaint-details', { answers: details });
  keep(`complaint-query-checked:${route}`, 'complaint-query', { answers: query });
  return { surname, ...openWithHistory() };
}

/**
 * The summary as a page load finds it, the query step the entry before it in the history (as the
 * customer came), so Back leads there.
 */
function openWithHistory(): Pick<Real, 'unmount' | 'history'> {
  const view = renderRoute(`/complaints/${route}/query`);
  void view.router.navigate({
    to: '/complaints/$complaint/check-answers',
    params: { complaint: route },
  });
  return { unmount: view.unmount, history: view.history };
}

/** How long a page may take to appear: the first visit to a route compiles its code here. */
const pageArrives = { timeout: 10_000 };

async function onTheSummary(): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: checkAnswersWords.heading }, pageArrives);
}

async function onTheConfirmation(): Promise<string> {
  await screen.findByRole(
    'heading',
    { level: 1, name: /Thanks, we've received your complaint/ },
    pageArrives,
  );
  return screen.getByText(/^HS-[A-Z0-9]{8}$/).textContent ?? '';
}

const acceptAndSend = () => screen.getByRole('button', { name: checkAnswersWords.send.button });

/** Holds every invariant of the promise, whatever was done before. */
function checkThePromise(model: Model, real: Real, shownReference?: string): void {
  const leads = storedFor(real.surname);
  const emails = leads.map((lead) => lead.email);
  // At most one lead per distinct set of answers (the email is what these runs change).
  expect(new Set(emails).size).toBe(emails.length);
  if (model.sent) {
    const received = leads.find((lead) => lead.id === shownReference);
    expect(received?.email).toBe(model.email);
  }
  if (model.sent || model.forgotten) {
    // A step still open may keep its empty shape (an address not yet given); never an answer.
    expect(answersKept()).toEqual([]);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(real.surname);
  }
  // Never in the address or in what telemetry is handed, sent or not (SPEC section 1).
  const personal = [real.surname, model.email, real.surname.toLowerCase()];
  const address = real.history.location.href;
  const telemetry = JSON.stringify(window.dataLayer ?? []);
  for (const value of personal) {
    expect(address).not.toContain(value);
    expect(telemetry).not.toContain(value);
  }
}

const canSend = (model: Model) => !model.sent && !model.forgotten;

class ChangeEmail implements fc.AsyncCommand<Model, Real> {
  constructor(readonly variant: number) {}
  check = canSend;
  async run(model: Model, real: Real) {
    const user = userEvent.setup();
    const email = `${real.surname.toLowerCase()}.${this.variant}@example.com`;
    await onTheSummary();
    await user.click(screen.getByRole('link', { name: /^Change ?email address$/i }));
    const field = await screen.findByLabelText('Email address', {}, pageArrives);
    await user.clear(field);
    await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await onTheSummary();
    model.email = email;
    checkThePromise(model, real);
  }
  toString = () => `ChangeEmail(${this.variant})`;
}

class Send implements fc.AsyncCommand<Model, Real> {
  constructor(readonly how: Outcome) {}
  check = canSend;
  async run(model: Model, real: Real) {
    const user = userEvent.setup();
    await onTheSummary();
    outcome = this.how;
    let letHeldReplyGo: () => void = () => undefined;
    heldReply = new Promise<void>((resolve) => (letHeldReplyGo = resolve));
    await user.click(acceptAndSend());
    if (this.how === 'refused' || this.how === 'reply-lost') {
      await screen.findByRole('heading', { name: /technical problems/ }, pageArrives);
      await waitFor(() => expect(acceptAndSend()).toBeEnabled(), pageArrives);
      checkThePromise(model, real);
      return;
    }
    if (this.how === 'reply-held') {
      await screen.findByRole('button', { name: checkAnswersWords.send.sending }, pageArrives);
      // No answer may change while it is on its way.
      expect(screen.queryByRole('link', { name: /^Change/ })).toBeNull();
      // The customer goes Back to the step before; the reply comes after.
      act(() => real.history.back());
      await waitFor(
        () =>
          expect(
            screen.queryByRole('heading', { level: 1, name: checkAnswersWords.heading }),
          ).toBeNull(),
        pageArrives,
      );
      await screen.findByRole('button', { name: /Next step|Continue/ }, pageArrives);
      letHeldReplyGo();
    }
    const reference = await onTheConfirmation();
    model.sent = true;
    checkThePromise(model, real, reference);
  }
  toString = () => `Send(${this.how})`;
}

class Reload implements fc.AsyncCommand<Model, Real> {
  check = canSend;
  async run(model: Model, real: Real) {
    real.unmount();
    Object.assign(real, openWithHistory());
    await onTheSummary();
    checkThePromise(model, real);
  }
  toString = () => 'Reload';
}

class SignOut implements fc.AsyncCommand<Model, Real> {
  check = canSend;
  async run(model: Model, real: Real) {
    // What the site does when the customer signs out (forget-drafts-on-sign-out.ts).
    act(() => clearJourneyDrafts());
    model.forgotten = true;
    checkThePromise(model, real);
  }
  toString = () => 'SignOut';
}

/** The stub's lead endpoint, told how to answer the next post. */
function answerLeadsAsTold(): void {
  stubServer.use(
    http.post('*/v1/leads', async ({ request }) => {
      switch (outcome) {
        case 'refused':
          return HttpResponse.json({ errors: [{ status: '500', id: 'E1' }] }, { status: 500 });
        case 'reply-lost': {
          // Stored as the stub stores it (once per key), but the reply never arrives.
          const key = request.headers.get(idempotencyKeyHeader);
          const document: unknown = await request.clone().json();
          if (!(key && testLeadStore.findByIdempotencyKey(key))) testLeadStore.add(document, key);
          return HttpResponse.error();
        }
        case 'reply-held':
          await heldReply;
          return undefined;
        default:
          // The stub's own handler answers.
          return undefined;
      }
    }),
  );
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  outcome = 'accepted';
});

describe('complaint summary: what the customer confirms is what we receive (issue 37)', () => {
  it('holds for random sequences of changes, sends, failures, lost and held replies, reloads and sign-outs', async () => {
    const commands = [
      fc.integer({ min: 1, max: 3 }).map((variant) => new ChangeEmail(variant)),
      fc
        .constantFrom<Outcome>('accepted', 'refused', 'reply-lost', 'reply-held')
        .map((how) => new Send(how)),
      fc.constant(new Reload()),
      fc.constant(new SignOut()),
    ];
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 7 }), async (sequence) => {
        runs += 1;
        cleanup();
        sessionStorage.clear();
        answerLeadsAsTold();
        // Letters only, as the form's rule for a last name has it; unique to this run.
        const surname = `Model${[...String(Date.now() + runs)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
        const real = startOnTheSummary(surname);
        await onTheSummary();
        const model: Model = {
          email: String(detailsExamples.examples[0]?.data.email),
          sent: false,
          forgotten: false,
        };
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  }, 240_000);
});

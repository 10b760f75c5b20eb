import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server.ts';
import { idempotencyKeyHeader } from '../../site/lead-headers.ts';
import { leaveSite } from '../../lib/navigation/leave-site.ts';
import { draftKeyPrefix } from '../../lib/storage/draft-key-prefix.ts';
import journeyWords from '../../../schemas/messages/journeys.json';
import {
  acceptAndSendButton,
  continueAndSend,
  continueToCheckAnswers,
} from '../../../tests/setup/check-answers.ts';

vi.mock('../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));

/** The details step as a guest: names, contact, consent, then a manual address (the default). */
async function giveDetails(user: UserEvent, { extraSupport = false } = {}) {
  await user.type(await screen.findByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), "O'Neill");
  await user.type(screen.getByLabelText('Email address'), 'sam.oneill@example.com');
  await user.type(screen.getByLabelText('Telephone number'), '07911123456');
  const consent = screen.getByRole('group', { name: 'Can we record any extra support you need?' });
  await user.click(within(consent).getByRole('radio', { name: extraSupport ? 'Yes' : 'No' }));
  await user.type(screen.getByLabelText('House name or number'), '12');
  await user.type(screen.getByLabelText('Street'), 'High Street');
  await user.type(screen.getByLabelText('Town or city'), 'Leeds');
  await user.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
  await user.click(screen.getByRole('button', { name: 'Use this address' }));
  await user.click(await screen.findByRole('button', { name: 'Next step' }));
}

/** The complaint confirmation's heading, once the journey has reached it. */
const complaintConfirmationHeading = () =>
  screen.findByRole('heading', { level: 1, name: "Thanks, we've received your complaint" });

/** Holds the stub's answer to the lead until `answer()`; `posts()` counts the posts. */
function holdLeadAnswer(reference: string) {
  let posts = 0;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  stubServer.use(
    http.post('*/v1/leads', async () => {
      posts += 1;
      await answered;
      return HttpResponse.json({ data: { type: 'leads', id: reference } }, { status: 201 });
    }),
  );
  return { answer: () => answer(), posts: () => posts };
}

function leadsSince(count: number) {
  return testLeadStore.all().slice(count);
}

function journeyDrafts(): string[] {
  return Object.keys(sessionStorage).filter((key) => key.startsWith(draftKeyPrefix));
}

describe('complaint journey (SPEC sections 2, 4, 5 and 8)', { timeout: 30_000 }, () => {
  it('gas-and-electricity: details, query, lead, confirmation; the journey is then forgotten', async () => {
    const user = userEvent.setup();
    const before = testLeadStore.all().length;
    renderRoute('/complaints/gas-and-electricity');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Making a complaint.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter your details' })).toBeInTheDocument();
    await giveDetails(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us what happened' }),
    ).toBeInTheDocument();
    // The heading shows while the form loads; the fields follow it.
    await user.selectOptions(await screen.findByLabelText('What is it about?'), 'Faulty meter');
    await user.type(screen.getByLabelText('Your message'), 'The meter display is blank.');
    await continueAndSend(user);

    expect(await complaintConfirmationHeading()).toBeInTheDocument();
    const [lead] = leadsSince(before);
    expect(screen.getByText(lead?.id ?? 'missing')).toBeInTheDocument();
    expect(
      screen.getByText(/seven days, but in some cases it could take up to 21 days/),
    ).toBeInTheDocument();
    expect(lead?.document).toEqual({
      data: {
        type: 'leads',
        attributes: {
          title: 'NA',
          topic: 'help-&-support',
          'query-type': 'Meters',
          'query-subtype': 'Make a complaint-Monthly or quarterly',
          query: 'The meter display is blank.',
          'first-name': 'Sam',
          surname: "O'Neill",
          'vulnerability-consent': false,
          email: 'sam.oneill@example.com',
          'contact-number': { number: '07911123456', type: 'mobile' },
          'additional-information': {
            caseType: 'Faulty meter',
            accountPrefix: null,
            textphoneNumber: null,
          },
          account: null,
          'alternate-contact-number': null,
          'chat-history': null,
          'customer-references': null,
          'contact-preference': null,
        },
        relationships: {
          address: { data: { type: 'addresses', id: expect.stringMatching(/^MAN-/) } },
        },
      },
    });
    // Answered No to extra support: nothing about the Priority Services Register.
    expect(screen.queryByText(/Priority Services Register/)).not.toBeInTheDocument();
    expect(lead?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // "A submitted journey's data is cleared from storage after success."
    expect(journeyDrafts()).toEqual([]);
  });

  it('pay-as-you-go with extra support: the confirmation tells the customer about the Priority Services Register', async () => {
    const user = userEvent.setup();
    const before = testLeadStore.all().length;
    renderRoute('/complaints/pay-as-you-go');
    await giveDetails(user, { extraSupport: true });
    await screen.findByRole('heading', { level: 1, name: 'Tell us what happened' });
    await user.type(await screen.findByLabelText('Your message'), 'My meter will not top up.');
    await continueAndSend(user);

    expect(await complaintConfirmationHeading()).toBeInTheDocument();
    expect(screen.getByText(/Priority Services Register is free/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Find out about the Priority Services Register' }),
    ).toHaveAttribute('href', '/help-and-support/struggling-to-pay/priority-services-register');
    // The lead is as before: the answer it already carried, nothing added.
    const [lead] = leadsSince(before);
    expect(lead?.document).toMatchObject({
      data: { attributes: { 'vulnerability-consent': true } },
    });
  });

  it.each([
    ['gas-and-electricity', 'Making a complaint.'],
    ['enquiry-gas-and-electricity', 'Making an energy enquiry.'],
    ['pay-as-you-go', 'Making a complaint.'],
    ['enquiry-pay-as-you-go', 'Making an enquiry.'],
  ])('%s is headed %s', async (route, heading) => {
    renderRoute(`/complaints/${route}`);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it("'Next step' appears only once an address is chosen", async () => {
    renderRoute('/complaints/pay-as-you-go');
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
  });

  it('an unknown complaint value goes to /page-not-found.html', async () => {
    renderRoute('/complaints/gas-and-water');
    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('/page-not-found.html'));
  });

  it('the query step without cached personal details goes back to the details step, logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoute('/complaints/enquiry-pay-as-you-go/query');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Making an enquiry.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaints/enquiry-pay-as-you-go');
    expect(consoleError).toHaveBeenCalledWith('[complaint-query-step]', expect.any(Error));
  });

  // Issue 37: the summary's redirect for missing answers was not logged (SPEC sections 4 and 8).
  it("'Check your answers' without the steps' answers goes back to the details step, logged", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoute('/complaints/pay-as-you-go/check-answers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Making a complaint.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaints/pay-as-you-go');
    expect(consoleError).toHaveBeenCalledWith('[complaint-check-answers]', expect.any(Error));
  });

  it('enquiry-pay-as-you-go: no subject list, "Tell us your enquiry", enquiry lead and its own confirmation', async () => {
    const user = userEvent.setup();
    const before = testLeadStore.all().length;
    renderRoute('/complaints/enquiry-pay-as-you-go');
    await giveDetails(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tell us your enquiry' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('What is it about?')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'How do I top up abroad?');
    await continueAndSend(user);
    expect(
      await screen.findByText(/average time to respond is currently seven days\./),
    ).toBeInTheDocument();
    const [lead] = leadsSince(before);
    expect(lead?.document).toMatchObject({
      data: {
        attributes: {
          'query-type': 'Enquiry',
          'query-subtype': 'Enquiry-Pay As You Go',
          query: 'How do I top up abroad?',
          'additional-information': { caseType: null },
        },
      },
    });
  });
});

describe(
  'complaint journey failures: nothing a customer typed is lost',
  { timeout: 30_000 },
  () => {
    async function reachQueryStep(user: UserEvent) {
      renderRoute('/complaints/gas-and-electricity');
      await giveDetails(user);
      await screen.findByRole('heading', { level: 1, name: 'Tell us what happened' });
      // The heading shows while the form loads; the fields follow it.
      await user.selectOptions(await screen.findByLabelText('What is it about?'), 'Request Refund');
      await user.type(screen.getByLabelText('Your message'), 'Please refund my credit.');
      await continueToCheckAnswers(user);
    }

    function expectCatalogueAlert() {
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(
        "Unfortunately, we're having technical problems at the moment.",
      );
      expect(alert).toHaveTextContent(
        'Either stay on this page and try again in a few moments, or try again later.',
      );
      expect(alert).toHaveTextContent(
        "Thank you for your patience. We're sorry for the inconvenience this might cause.",
      );
    }

    /** 'Check your answers' still shows every answer, ready to send again. */
    function expectAnswersKept() {
      expect(screen.getByText('Request Refund')).toBeInTheDocument();
      expect(screen.getByText('Please refund my credit.')).toBeInTheDocument();
      expect(screen.getByText('sam.oneill@example.com')).toBeInTheDocument();
    }

    it('lead 500: the alert of the catalogue, answers kept, logged; a retry reuses the key and succeeds', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const keys: (string | null)[] = [];
      stubServer.use(
        http.post('*/v1/leads', ({ request }) => {
          keys.push(request.headers.get(idempotencyKeyHeader));
          return HttpResponse.json({ errors: [{ id: 'e', status: '500' }] }, { status: 500 });
        }),
      );
      await reachQueryStep(user);
      await user.click(await acceptAndSendButton());
      await screen.findByRole('alert');
      expectCatalogueAlert();
      expectAnswersKept();
      expect(console.error).toHaveBeenCalledWith('[complaint-lead]', expect.anything());
      expect(keys).toHaveLength(1);

      stubServer.resetHandlers();
      const before = testLeadStore.all().length;
      await user.click(await acceptAndSendButton());
      expect(await screen.findByText(/received your complaint/)).toBeInTheDocument();
      const [lead] = leadsSince(before);
      expect(lead?.idempotencyKey).toBe(keys[0]);
    });

    it('network failure: the same alert, answers kept', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      stubServer.use(http.post('*/v1/leads', () => HttpResponse.error()));
      await reachQueryStep(user);
      await user.click(await acceptAndSendButton());
      await screen.findByRole('alert');
      expectCatalogueAlert();
      expectAnswersKept();
    });

    it('double click posts once; the button says it is sending', async () => {
      const user = userEvent.setup();
      // The answer waits until the test has seen the sending state, however busy the machine.
      const { answer, posts } = holdLeadAnswer('HS-DOUBLEOK');
      await reachQueryStep(user);
      await user.dblClick(await acceptAndSendButton());
      expect(await screen.findByRole('button', { name: 'Sending' })).toBeDisabled();
      answer();
      expect(await screen.findByText('HS-DOUBLEOK')).toBeInTheDocument();
      expect(posts()).toBe(1);
    });

    it('an answer that takes over 15 s: the customer is told their answers are kept, then sees the confirmation; one POST', async () => {
      const user = userEvent.setup();
      // Held until the test lets it go: no timed wait, the fake clock alone moves past 15 s.
      const { answer, posts } = holdLeadAnswer('HS-LATEBUTOK');
      await reachQueryStep(user);
      const submit = await acceptAndSendButton();
      const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
      vi.useFakeTimers();
      try {
        fireEvent.click(submit);
        await advance(14_999);
        const status = screen.getByRole('status');
        expect(status).toHaveTextContent(journeyWords.submitting.announcement);
        await advance(1);
        expect(status).toHaveTextContent(journeyWords.submitting.takingLonger);
        expect(screen.getByRole('button', { name: 'Sending' })).toBeDisabled();
        fireEvent.click(submit);
        expectAnswersKept();

        answer();
        await advance(0);
      } finally {
        // The confirmation route loads its code from files, which only a real clock waits for.
        vi.useRealTimers();
      }
      expect(
        await screen.findByRole('heading', { name: "Thanks, we've received your complaint" }),
      ).toBeInTheDocument();
      expect(screen.getByText('HS-LATEBUTOK')).toBeInTheDocument();
      expect(screen.queryByText(journeyWords.submitting.takingLonger)).not.toBeInTheDocument();
      expect(posts()).toBe(1);
    });

    it('a reload in the middle of the query step keeps the text, 30000 characters included', async () => {
      const user = userEvent.setup();
      const first = renderRoute('/complaints/gas-and-electricity');
      await giveDetails(user);
      const message = await screen.findByLabelText('Your message');
      fireEvent.change(message, { target: { value: 'x'.repeat(30000) } });
      first.unmount();
      renderRoute('/complaints/gas-and-electricity/query');
      const reloaded = await screen.findByLabelText('Your message');
      expect((reloaded as HTMLTextAreaElement).value).toHaveLength(30000);
    });

    it('the details survive a reload and going back from the query step', async () => {
      const user = userEvent.setup();
      const first = renderRoute('/complaints/gas-and-electricity');
      await giveDetails(user);
      await screen.findByRole('heading', { level: 1, name: 'Tell us what happened' });
      first.unmount();
      renderRoute('/complaints/gas-and-electricity');
      expect(await screen.findByLabelText('First name')).toHaveValue('Sam');
      expect(screen.getByLabelText('Email address')).toHaveValue('sam.oneill@example.com');
      expect(screen.getByRole('button', { name: 'Next step' })).toBeInTheDocument();
    });

    it("a reload before 'Use this address' keeps the address typed by hand", async () => {
      const user = userEvent.setup();
      const first = renderRoute('/complaints/gas-and-electricity');
      await user.type(await screen.findByLabelText('First name'), 'Sam');
      await user.type(screen.getByLabelText('House name or number'), '12');
      await user.type(screen.getByLabelText('Street'), 'High Street');
      await user.type(screen.getByLabelText('Town or city'), 'Leeds');
      await user.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
      first.unmount();
      renderRoute('/complaints/gas-and-electricity');
      expect(await screen.findByLabelText('Street')).toHaveValue('High Street');
      expect(screen.getByLabelText('First name')).toHaveValue('Sam');
      expect(screen.getByLabelText('House name or number')).toHaveValue('12');
      expect(screen.getByLabelText('Town or city')).toHaveValue('Leeds');
      expect(screen.getByLabelText('Postcode')).toHaveValue('LS1 4AP');
      await user.click(screen.getByRole('button', { name: 'Use this address' }));
      expect(await screen.findByRole('button', { name: 'Next step' })).toBeInTheDocument();
    });

    it('address save failure: the address alert, and every field keeps its value', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      stubServer.use(
        http.post('*/v1/addresses', () =>
          HttpResponse.json({ errors: [{ id: 'a', status: '500' }] }, { status: 500 }),
        ),
      );
      renderRoute('/complaints/gas-and-electricity');
      await user.type(await screen.findByLabelText('First name'), 'Sam');
      await user.type(screen.getByLabelText('House name or number'), '12');
      await user.type(screen.getByLabelText('Street'), 'High Street');
      await user.type(screen.getByLabelText('Town or city'), 'Leeds');
      await user.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
      await user.click(screen.getByRole('button', { name: 'Use this address' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        "Unfortunately, we're having technical problems at the moment.",
      );
      expect(alert).toHaveTextContent('There was a problem saving your address.');
      expect(screen.getByLabelText('First name')).toHaveValue('Sam');
      expect(screen.getByLabelText('Street')).toHaveValue('High Street');
    });

    it('address lookup error: the address alert, and the names typed stay', async () => {
      const user = userEvent.setup();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      stubServer.use(
        http.get('*/v1/addresses', () =>
          HttpResponse.json({ errors: [{ id: 'a', status: '500' }] }, { status: 500 }),
        ),
      );
      renderRoute('/complaints/gas-and-electricity');
      await user.type(await screen.findByLabelText('First name'), 'Sam');
      await user.click(
        screen.getByRole('button', { name: 'Find the address by postcode instead' }),
      );
      // The lookup's code comes as it is asked for (decision 063).
      await user.type(await screen.findByLabelText('Postcode'), 'LS1 4AP');
      await user.click(screen.getByRole('button', { name: 'Find address' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('There was a problem saving your address.');
      expect(screen.getByLabelText('First name')).toHaveValue('Sam');
    });
  },
);

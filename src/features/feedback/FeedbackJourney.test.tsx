import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server.ts';
import { draftKeyPrefix } from '../../lib/storage/draft-key-prefix.ts';
import { sampleCustomers } from '../../stub-api/data/sample-customers.ts';
import { feedbackDetailsNeeded } from './feedback-details-needed.ts';
import {
  acceptAndSendButton,
  continueAndSend,
  continueToCheckAnswers,
} from '../../../tests/setup/check-answers.ts';

/** 'We owe you': the one required box, then 'I don't want the refund'. */
async function giveFeedback(user: UserEvent, text = 'Please keep it as credit on my account.') {
  await user.type(await screen.findByLabelText("Tell us why you don't want the refund"), text);
  await user.click(screen.getByRole('button', { name: "I don't want the refund" }));
}

/** The form's own address question (content teams may add others to the page). */
const yourAddress = async () => within(await screen.findByRole('group', { name: 'Your address' }));

/** The feedback details as a guest, with the address found by postcode. */
async function giveDetails(user: UserEvent, email = 'sam.jones@example.com') {
  await user.type(await screen.findByLabelText('First name'), 'Sam');
  await user.type(screen.getByLabelText('Last name'), 'Jones');
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Telephone number'), '02079460000');
  const address = await yourAddress();
  await user.type(address.getByLabelText('Postcode'), 'LS1 4AP');
  await user.click(address.getByRole('button', { name: 'Find address' }));
  const select = await address.findByLabelText('Select your address');
  await user.selectOptions(select, 'LS14AP-2');
}

describe('feedback journey (SPEC sections 2, 4 and 7)', { timeout: 30_000 }, () => {
  it("'We owe you': one required box, the details needed, and 'I don't want the refund'", async () => {
    const user = userEvent.setup();
    renderRoute('/complaints/feedback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We owe you' }),
    ).toBeInTheDocument();
    // The details the next page's form asks, and nothing it does not (SPEC section 2).
    const needed = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(needed.map((item) => item.textContent)).toEqual(feedbackDetailsNeeded);
    expect(feedbackDetailsNeeded).toEqual(expect.arrayContaining(['full name', 'full address']));
    // The heading shows while the form loads; the button follows it.
    await user.click(await screen.findByRole('button', { name: "I don't want the refund" }));
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
  });

  it('happy path: users query, then the feedback lead exactly, then confirmation with origin feedback', async () => {
    const user = userEvent.setup();
    const before = testLeadStore.all().length;
    const userQueries: { method: string; url: string; body: Promise<string> }[] = [];
    stubServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/v1/users')) {
        userQueries.push({
          method: request.method,
          url: request.url,
          body: request.clone().text(),
        });
      }
    });
    renderRoute('/complaints/feedback');
    await giveFeedback(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'A bit about you' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enter your details' })).toBeInTheDocument();
    await giveDetails(user, 'priya.shah@example.com');
    await continueToCheckAnswers(user);
    expect(screen.getByText('Please keep it as credit on my account.')).toBeInTheDocument();
    // Nothing is asked of the users service before 'Accept and send'.
    expect(userQueries).toHaveLength(0);
    await user.click(await acceptAndSendButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: "Thanks, we've got your request" }),
    ).toBeInTheDocument();
    stubServer.events.removeAllListeners();
    // The email goes in the users query's body, never in its address (decision 011).
    expect(userQueries).toHaveLength(1);
    expect(userQueries[0]?.method).toBe('POST');
    expect(userQueries[0]?.url).toBe('http://localhost:3000/v1/users/search');
    expect(JSON.parse((await userQueries[0]?.body) ?? '')).toEqual({
      data: { type: 'user-searches', attributes: { email: 'priya.shah@example.com' } },
    });
    const [lead] = testLeadStore.all().slice(before);
    expect(screen.getByText(lead?.id ?? 'missing')).toBeInTheDocument();
    expect(lead?.document).toEqual({
      data: {
        type: 'leads',
        attributes: {
          title: 'NA',
          topic: 'help-&-support-feedback',
          'query-type': 'Feedback',
          'query-subtype': 'Feedback-Energy',
          query: 'Please keep it as credit on my account.',
          'first-name': 'Sam',
          surname: 'Jones',
          email: 'priya.shah@example.com',
          'contact-number': { number: '02079460000', type: 'home' },
          'vulnerability-consent': false,
          // A guest: the users query knows this email, but only signing in makes it A.
          'additional-information': { accountPrefix: null },
          account: null,
          'alternate-contact-number': null,
          'chat-history': null,
          'customer-references': null,
          'contact-preference': null,
        },
        relationships: { address: { data: { type: 'addresses', id: 'LS14AP-2' } } },
      },
    });
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(draftKeyPrefix))).toEqual([]);
  });

  it('a signed-in customer gets accountPrefix A (SPEC sections 3 and 6)', async () => {
    const [live] = sampleCustomers;
    document.cookie = `cognito_id_token=${live.idToken}; Path=/`;
    document.cookie = `access_token=${live.accessToken}; Path=/`;
    const user = userEvent.setup();
    const before = testLeadStore.all().length;
    renderRoute('/complaints/feedback');
    await giveFeedback(user);
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Priya'));
    const address = await yourAddress();
    await user.type(address.getByLabelText('Postcode'), 'LS1 4AP');
    await user.click(address.getByRole('button', { name: 'Find address' }));
    await user.selectOptions(await address.findByLabelText('Select your address'), 'LS14AP-2');
    await continueToCheckAnswers(user);
    // The answers filled in from the account show with the others before they are sent.
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Priya')).toBeInTheDocument();
    expect(within(details).getByText('priya.shah@example.com')).toBeInTheDocument();
    await user.click(await acceptAndSendButton());
    expect(await screen.findByText(/we've got your request/)).toBeInTheDocument();
    const [lead] = testLeadStore.all().slice(before);
    expect(lead?.document).toMatchObject({
      data: {
        attributes: {
          'first-name': 'Priya',
          email: 'priya.shah@example.com',
          'additional-information': { accountPrefix: 'A' },
        },
      },
    });
  });

  it('a failing users query does not block the feedback; it is logged', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer.use(http.post('*/v1/users/search', () => HttpResponse.json({}, { status: 503 })));
    const before = testLeadStore.all().length;
    renderRoute('/complaints/feedback');
    await giveFeedback(user);
    await giveDetails(user);
    await continueAndSend(user);
    expect(await screen.findByText(/we've got your request/)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[feedback-users-query]', expect.anything());
    const [lead] = testLeadStore.all().slice(before);
    expect(lead?.document).toMatchObject({
      data: { attributes: { 'additional-information': { accountPrefix: null } } },
    });
  });

  it('"Without cached feedback text the user is sent back", and it is logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoute('/complaints/feedback/personal-details');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We owe you' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaints/feedback');
    expect(consoleError).toHaveBeenCalledWith('[feedback-details-step]', expect.any(Error));
  });

  it("'Check your answers' without the steps' answers goes back to 'We owe you', logged", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderRoute('/complaints/feedback/check-answers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We owe you' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaints/feedback');
    expect(consoleError).toHaveBeenCalledWith('[feedback-check-answers]', expect.any(Error));
  });

  it('lead 500: the catalogue alert and every field keeps its value; the feedback text is kept too', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer.use(
      http.post('*/v1/leads', () => HttpResponse.json({ errors: [] }, { status: 500 })),
    );
    const first = renderRoute('/complaints/feedback');
    await giveFeedback(user, 'Keep my credit.');
    await giveDetails(user);
    await continueAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Unfortunately, we're having technical problems at the moment.",
    );
    expect(alert).toHaveTextContent(
      'Either stay on this page and try again in a few moments, or try again later.',
    );
    expect(alert).toHaveTextContent(
      "Thank you for your patience. We're sorry for the inconvenience this might cause.",
    );
    // 'Check your answers' still shows every answer, ready to send again.
    expect(screen.getByText('Sam')).toBeInTheDocument();
    expect(screen.getByText('02079460000')).toBeInTheDocument();
    expect(screen.getByText('Keep my credit.')).toBeInTheDocument();
    first.unmount();
    renderRoute('/complaints/feedback');
    expect(await screen.findByLabelText("Tell us why you don't want the refund")).toHaveValue(
      'Keep my credit.',
    );
  });

  it('a reload keeps the postcode typed into the address finder', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/complaints/feedback');
    await giveFeedback(user);
    await user.type((await yourAddress()).getByLabelText('Postcode'), 'LS1 4AP');
    first.unmount();
    renderRoute('/complaints/feedback/personal-details');
    expect((await yourAddress()).getByLabelText('Postcode')).toHaveValue('LS1 4AP');
  });

  it('a reload of the details step keeps every field', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/complaints/feedback');
    await giveFeedback(user);
    await giveDetails(user);
    first.unmount();
    renderRoute('/complaints/feedback/personal-details');
    expect(await screen.findByLabelText('Last name')).toHaveValue('Jones');
    // The chosen address is restored too: it shows as chosen, ready to change.
    expect(screen.getByRole('button', { name: 'Change address' })).toBeInTheDocument();
  });
});

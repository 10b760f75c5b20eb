import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server.ts';
import { sampleCustomers } from '../../stub-api/data/sample-customers.ts';
import { acceptAndSendButton, continueToCheckAnswers } from '../../../tests/setup/check-answers.ts';

const [live] = sampleCustomers;

function signIn() {
  document.cookie = `cognito_id_token=${live.idToken}; Path=/`;
  document.cookie = `access_token=${live.accessToken}; Path=/`;
}

describe('prefill for signed-in customers (SPEC section 6)', { timeout: 30_000 }, () => {
  it("legend 'Your details' and name, email and mobile filled in from the account", async () => {
    signIn();
    renderRoute('/complaints/gas-and-electricity');
    expect(await screen.findByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Priya'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Shah');
    expect(screen.getByLabelText('Email address')).toHaveValue('priya.shah@example.com');
    expect(screen.getByLabelText('Telephone number')).toHaveValue('07911123456');
    expect(screen.getByText("We've filled these in from your account")).toBeInTheDocument();
  });

  it('a late answer never overwrites what the customer typed', async () => {
    const user = userEvent.setup();
    signIn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubServer.use(
      http.get('*/v1/proxy/Customer/Accounts/AccountStatusCount', async () => {
        await gate;
        return HttpResponse.json(live.accountStatusCount);
      }),
    );
    renderRoute('/complaints/pay-as-you-go');
    await user.type(await screen.findByLabelText('Last name'), 'Shah-Typed');
    release();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Priya'));
    expect(screen.getByLabelText('Last name')).toHaveValue('Shah-Typed');
  });

  it("announces 'Getting your details from your account…' politely until they arrive", async () => {
    signIn();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubServer.use(
      http.get('*/v1/proxy/Customer/Accounts/AccountStatusCount', async () => {
        await gate;
        return HttpResponse.json(live.accountStatusCount);
      }),
    );
    renderRoute('/complaints/gas-and-electricity');
    const status = await screen.findByText('Getting your details from your account…');
    expect(status).toHaveRole('status');
    release();
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Priya'));
    expect(status).not.toBeInTheDocument();
  });

  it('a guest reads "Enter your details" and types everything', async () => {
    renderRoute('/complaints/gas-and-electricity');
    expect(await screen.findByRole('heading', { name: 'Enter your details' })).toBeInTheDocument();
    // The heading shows while the form loads; the fields come with the form.
    expect(await screen.findByLabelText('First name')).toHaveValue('');
  });

  it("a signed-in customer's lead carries accountPrefix A", async () => {
    const user = userEvent.setup();
    signIn();
    const before = testLeadStore.all().length;
    renderRoute('/complaints/enquiry-gas-and-electricity');
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue('Priya'));
    const consent = screen.getByRole('group', {
      name: 'Can we record any extra support you need?',
    });
    await user.click(within(consent).getByRole('radio', { name: 'Yes' }));
    // The sample account's mobile is in Ofcom's drama range, which the phone rule refuses.
    await user.clear(screen.getByLabelText('Telephone number'));
    await user.type(screen.getByLabelText('Telephone number'), '07911123456');
    await user.type(screen.getByLabelText('House name or number'), 'Rose Cottage');
    await user.type(screen.getByLabelText('Street'), 'Mill Street');
    await user.type(screen.getByLabelText('Town or city'), 'Norwich');
    await user.type(screen.getByLabelText('Postcode'), 'NR1 1AA');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    await user.click(await screen.findByRole('button', { name: 'Next step' }));
    await user.selectOptions(await screen.findByLabelText('What is it about?'), 'Tariff issues');
    await user.type(screen.getByLabelText('Your message'), 'Which tariff am I on?');
    await continueToCheckAnswers(user);
    // The answers filled in from the account show with the others before they are sent.
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(within(details).getByText('Priya')).toBeInTheDocument();
    expect(within(details).getByText('Shah')).toBeInTheDocument();
    expect(within(details).getByText('priya.shah@example.com')).toBeInTheDocument();
    await user.click(await acceptAndSendButton());
    expect(
      await screen.findByText(/average time to respond is currently two days/),
    ).toBeInTheDocument();
    const [lead] = testLeadStore.all().slice(before);
    expect(lead?.document).toMatchObject({
      data: {
        attributes: {
          'first-name': 'Priya',
          'vulnerability-consent': true,
          'contact-number': { number: '07911123456', type: 'mobile' },
          'additional-information': { accountPrefix: 'A', caseType: 'Tariff issues' },
        },
      },
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { stubServer, testLeadStore } from '../../../tests/setup/stub-server.ts';
import { config } from '../../site/config.ts';
import { draftKeyPrefix } from '../../lib/storage/draft-key-prefix.ts';
import fixture from '../../../content-fixtures/json/help/meter-read/submit-meter-read.json';
import {
  acceptAndSendButton,
  changeLink,
  continueAndSend,
  continueToCheckAnswers,
} from '../../../tests/setup/check-answers.ts';

const contentPath = '*/json/help/meter-read/submit-meter-read.json';

function meterReadWeek(isMeterReadWeek: boolean, extra: object = {}) {
  stubServer.use(
    http.get(contentPath, () => HttpResponse.json({ ...fixture, isMeterReadWeek, ...extra })),
  );
}

function today() {
  const now = new Date();
  return {
    day: String(now.getDate()),
    month: String(now.getMonth() + 1),
    year: String(now.getFullYear()),
  };
}

function isoToday() {
  const { day, month, year } = today();
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A dual-fuel reading without Economy 7, as a guest types it. */
async function giveReading(user: UserEvent) {
  await user.type(await screen.findByLabelText('Title (optional)'), 'Ms');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Telephone number'), '02079460123');
  await user.type(screen.getByLabelText('Email address (optional)'), 'ada@example.com');
  await user.type(screen.getByLabelText('Gas account number (optional)'), '850012345678');
  await user.type(screen.getByLabelText('Gas meter reading'), '012345');
  await user.type(screen.getByLabelText('Electricity meter reading'), '004321');
  const date = screen.getByRole('group', { name: 'When did you read your meter?' });
  const { day, month, year } = today();
  await user.type(within(date).getByLabelText('Day'), day);
  await user.type(within(date).getByLabelText('Month'), month);
  await user.type(within(date).getByLabelText('Year'), year);
}

describe('meter-read page (SPEC sections 2, 4 and 8)', { timeout: 30_000 }, () => {
  it("outside meter-read week: 'We're sorry the online form ... is no longer available' and a link to /meterreads", async () => {
    meterReadWeek(false);
    renderRoute('/submit-meter-read');
    expect(
      await screen.findByText(
        "We're sorry the online form to submit meter readings is no longer available",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /other ways to give us a meter reading/ }),
    ).toHaveAttribute('href', config.externalLinks.meterReads);
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  });

  it('announces politely that it is checking, while the meter-read week flag is fetched', async () => {
    stubServer.use(
      http.get(contentPath, async () => {
        await delay('infinite');
        return HttpResponse.json(fixture);
      }),
    );
    renderRoute('/submit-meter-read');
    expect(
      await screen.findByText('Checking whether you can submit a meter reading online…'),
    ).toHaveRole('status');
  });

  it('in meter-read week: the form, with the sanitised heading template', async () => {
    meterReadWeek(true, {
      headingTemplate: '<p>Read it <b>today</b><script>alert(1)</script></p>',
    });
    renderRoute('/submit-meter-read');
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    // The template is sanitised by code of its own, which may arrive after the form.
    expect((await screen.findByText('today')).tagName).toBe('B');
    expect(document.querySelector('main script')).toBeNull();
  });

  it('happy path: the price-cap lead exactly, then the confirm page; the draft is then forgotten', async () => {
    const user = userEvent.setup();
    meterReadWeek(true);
    const before = testLeadStore.all().length;
    const { router } = renderRoute('/submit-meter-read');
    await giveReading(user);
    await continueToCheckAnswers(user);
    expect(router.state.location.pathname).toBe('/submit-meter-read/check-answers');
    // Nothing is sent before 'Accept and send'.
    expect(testLeadStore.all().length).toBe(before);
    await user.click(await acceptAndSendButton());
    expect(
      await screen.findByRole('heading', { name: 'Thank you for submitting your meter reading' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit-meter-read-confirm');
    const [lead] = testLeadStore.all().slice(before);
    expect(lead?.document).toEqual({
      data: {
        type: 'leads',
        attributes: {
          topic: 'PriceCapMeterRead',
          title: 'Ms',
          'first-name': 'Ada',
          surname: 'Lovelace',
          email: 'ada@example.com',
          'additional-information': {
            Telephone: '02079460123',
            Fuel: 'Gas and Electricity',
            Company: 'Price-cap',
            ReadingDate: isoToday(),
            GasAccountNumber: '850012345678',
            GasReading: '012345',
            IsEconomy7: 'No',
            ElecReading: '004321',
          },
          'gas-meter-point-number': '',
          'electricity-meter-point-number': '',
          'marketing-preferences': '',
        },
      },
    });
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(draftKeyPrefix))).toEqual([]);
  });

  it("failure: 'Sorry, we're having technical issues right now' with the sanitised smrErrorTemplate; answers kept", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    meterReadWeek(true, {
      smrErrorTemplate: '<p>Try again <a href="javascript:alert(1)">now</a> or <b>later</b></p>',
    });
    stubServer.use(
      http.post('*/v1/leads', () => HttpResponse.json({ errors: [] }, { status: 500 })),
    );
    renderRoute('/submit-meter-read');
    await giveReading(user);
    await continueAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading')).toHaveTextContent(
      "Sorry, we're having technical issues right now",
    );
    expect(within(alert).getByText('later').tagName).toBe('B');
    expect(alert.querySelector('[href^="javascript"]')).toBeNull();
    // 'Check your answers' still shows every answer, ready to send again.
    expect(screen.getByText('012345')).toBeInTheDocument();
    expect(screen.getByText('Lovelace')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('[meter-read-lead]', expect.anything());
  });

  it('network failure: the same alert, answers kept', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    meterReadWeek(true);
    stubServer.use(http.post('*/v1/leads', () => HttpResponse.error()));
    renderRoute('/submit-meter-read');
    await giveReading(user);
    await continueAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('technical issues right now');
    expect(screen.getByText('004321')).toBeInTheDocument();
  });

  it('double click posts once', async () => {
    const user = userEvent.setup();
    meterReadWeek(true);
    let posts = 0;
    stubServer.use(
      http.post('*/v1/leads', async () => {
        posts += 1;
        await delay(30);
        return HttpResponse.json({ data: { type: 'leads', id: 'HS-METERONE' } }, { status: 201 });
      }),
    );
    renderRoute('/submit-meter-read');
    await giveReading(user);
    await continueToCheckAnswers(user);
    await user.dblClick(await acceptAndSendButton());
    expect(
      await screen.findByRole('heading', { name: /Thank you for submitting/ }),
    ).toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it("a 'Change' link opens the form on that answer; 'Continue' comes back with every other answer kept", async () => {
    const user = userEvent.setup();
    meterReadWeek(true);
    const before = testLeadStore.all().length;
    const { router } = renderRoute('/submit-meter-read');
    await giveReading(user);
    await continueToCheckAnswers(user);
    await user.click(await changeLink('Change gas meter reading'));
    const reading = await screen.findByLabelText('Gas meter reading');
    await waitFor(() => expect(reading).toHaveFocus());
    // The address names the question, never an answer.
    expect(router.state.location.searchStr).toBe('?change=gas_reading');
    await user.clear(reading);
    await user.type(reading, '000999');
    await continueToCheckAnswers(user);
    expect(screen.getByText('000999')).toBeInTheDocument();
    expect(screen.queryByText('012345')).not.toBeInTheDocument();
    expect(screen.getByText('004321')).toBeInTheDocument();
    expect(screen.getByText('Lovelace')).toBeInTheDocument();
    await user.click(await acceptAndSendButton());
    await screen.findByRole('heading', { name: /Thank you for submitting/ });
    const [lead] = testLeadStore.all().slice(before);
    expect(lead?.document).toMatchObject({
      data: {
        attributes: {
          'additional-information': { GasReading: '000999', ElecReading: '004321' },
        },
      },
    });
  });

  it('check your answers without a reading sends the customer to the form, logged', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    meterReadWeek(true);
    const { router } = renderRoute('/submit-meter-read/check-answers');
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit-meter-read');
    // Issue 37: SPEC sections 4 and 8 log a journey step reached without its answers.
    expect(consoleError).toHaveBeenCalledWith('[meter-read-check-answers]', expect.any(Error));
  });

  it('a reload keeps every answer', async () => {
    const user = userEvent.setup();
    meterReadWeek(true);
    const first = renderRoute('/submit-meter-read');
    await giveReading(user);
    first.unmount();
    renderRoute('/submit-meter-read');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Gas meter reading')).toHaveValue('012345');
    const date = screen.getByRole('group', { name: 'When did you read your meter?' });
    expect(within(date).getByLabelText('Year')).toHaveValue(today().year);
  });
});

describe('meter-read URL prefill (SPEC section 4)', () => {
  it('prefills from title, first_name, last_name, telephone, email, the account numbers and fuel, then cleans the address bar', async () => {
    meterReadWeek(true);
    const { router, history } = renderRoute(
      '/submit-meter-read?title=Dr&first_name=Grace&last_name=Hopper&telephone=07700900456' +
        '&email=grace%40example.com&gas_account_number=A1234&elec_account_number=BGX12345&fuel=Electricity',
    );
    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Dr');
    expect(screen.getByLabelText('Last name')).toHaveValue('Hopper');
    expect(screen.getByLabelText('Telephone number')).toHaveValue('07700900456');
    expect(screen.getByLabelText('Email address (optional)')).toHaveValue('grace@example.com');
    expect(screen.getByLabelText('Electricity account number (optional)')).toHaveValue('BGX12345');
    expect(screen.getByRole('radio', { name: 'Electricity only' })).toBeChecked();
    // Gas only shows for Gas and Dual: the gas account number is kept but not shown.
    expect(screen.queryByLabelText('Gas meter reading')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(history.location.search).toBe('');
    expect(history.length).toBe(1);
  });

  it('never overwrites what the customer already typed', async () => {
    const user = userEvent.setup();
    meterReadWeek(true);
    const first = renderRoute('/submit-meter-read');
    await user.type(await screen.findByLabelText('First name'), 'Typed');
    first.unmount();
    renderRoute('/submit-meter-read?first_name=FromLink&last_name=Link');
    expect(await screen.findByLabelText('Last name')).toHaveValue('Link');
    expect(screen.getByLabelText('First name')).toHaveValue('Typed');
  });
});

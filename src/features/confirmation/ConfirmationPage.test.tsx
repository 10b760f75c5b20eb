import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import type { ConfirmationOrigin } from '../../site/journey-routes.ts';

async function showConfirmation(
  origin: ConfirmationOrigin,
  id = 'HS-7K2M9QXD',
  extraSupport?: boolean,
) {
  const { router } = renderRoute('/');
  await act(() =>
    router.navigate({
      to: '/confirmation',
      state: {
        leadConfirmation: {
          origin,
          response: { id },
          ...(extraSupport === undefined ? {} : { extraSupport }),
        },
      },
    }),
  );
  return router;
}

const ombudsmanLinkName =
  "Find out how to contact the Energy Ombudsman (opens another organisation's website)";

describe('confirmation page (SPEC section 2)', () => {
  it.each([
    [
      'gas-and-electricity',
      /received your complaint/,
      'average time to respond is currently seven days, but in some cases it could take up to 21 days',
    ],
    [
      'pay-as-you-go',
      /received your complaint/,
      'average time to respond is currently seven days, but in some cases it could take up to 21 days',
    ],
    [
      'enquiry-gas-and-electricity',
      /received your enquiry/,
      'average time to respond is currently two days',
    ],
    [
      'enquiry-pay-as-you-go',
      /received your enquiry/,
      'average time to respond is currently seven days.',
    ],
  ] as const)(
    '%s: reference number, email-sent note and response time',
    async (origin, heading, time) => {
      await showConfirmation(origin);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText('HS-7K2M9QXD')).toBeInTheDocument();
      expect(screen.getByText(/sent a confirmation email/)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(time.replace('.', '\\.')))).toBeInTheDocument();
    },
  );

  it('feedback: "Thanks, we\'ve got your request..." with a confirmation email to follow', async () => {
    await showConfirmation('feedback', 'HS-FEEDBACK');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Thanks, we've got your request" }),
    ).toBeInTheDocument();
    expect(screen.getByText('HS-FEEDBACK')).toBeInTheDocument();
    expect(screen.getByText(/send you a confirmation email/)).toBeInTheDocument();
  });

  it.each(['gas-and-electricity', 'pay-as-you-go'] as const)(
    '%s: under "What happens next", the Energy Ombudsman after eight weeks or a deadlock letter, with its link',
    async (origin) => {
      await showConfirmation(origin);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'What happens next' }),
      ).toBeInTheDocument();
      const route = screen.getByText(/Energy Ombudsman/, { selector: 'p' });
      expect(route).toHaveTextContent(/within eight weeks/);
      expect(route).toHaveTextContent(/deadlock letter/);
      expect(route).toHaveTextContent(/Great Britain/);
      // The link says to screen readers that it leaves the site, as the site's other links do.
      expect(screen.getByRole('link', { name: ombudsmanLinkName })).toHaveAttribute(
        'href',
        'https://www.energyombudsman.org/',
      );
    },
  );

  it.each(['enquiry-gas-and-electricity', 'enquiry-pay-as-you-go', 'feedback'] as const)(
    '%s: no Energy Ombudsman',
    async (origin) => {
      await showConfirmation(origin);
      await screen.findByRole('heading', { level: 2, name: 'What happens next' });
      expect(screen.queryByText(/Ombudsman/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Ombudsman/ })).not.toBeInTheDocument();
    },
  );

  it.each(['gas-and-electricity', 'enquiry-pay-as-you-go'] as const)(
    '%s with extra support: the Priority Services Register and its help article',
    async (origin) => {
      await showConfirmation(origin, 'HS-7K2M9QXD', true);
      expect(await screen.findByText(/Priority Services Register is free/)).toBeInTheDocument();
      expect(
        screen.getByRole('link', { name: 'Find out about the Priority Services Register' }),
      ).toHaveAttribute('href', '/help-and-support/struggling-to-pay/priority-services-register');
    },
  );

  it.each([
    ['a customer who answered No', 'gas-and-electricity', false],
    ['a journey that did not say', 'pay-as-you-go', undefined],
    ['feedback', 'feedback', undefined],
  ] as const)('no Priority Services Register for %s', async (_, origin, extraSupport) => {
    await showConfirmation(origin, 'HS-7K2M9QXD', extraSupport);
    await screen.findByRole('heading', { level: 2, name: 'What happens next' });
    expect(screen.queryByText(/Priority Services Register/)).not.toBeInTheDocument();
  });

  it('"Print or save this page" opens the browser\'s print dialogue', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await showConfirmation('gas-and-electricity');
    await user.click(await screen.findByRole('button', { name: 'Print or save this page' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('is never indexed: "Confirmation pages are set to no-index"', async () => {
    await showConfirmation('feedback');
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex,nofollow,noarchive',
    );
  });

  it('reached without a submission, it sends the visitor to help home', async () => {
    const { router } = renderRoute('/confirmation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(/reference number/)).not.toBeInTheDocument();
  });
});

describe('"Was this page helpful?" on each confirmation (issue 32)', () => {
  it.each([
    ['gas-and-electricity', 'complaints/gas-and-electricity', 'complaint'],
    ['enquiry-gas-and-electricity', 'complaints/enquiry-gas-and-electricity', 'enquiry'],
    ['pay-as-you-go', 'complaints/pay-as-you-go', 'complaint'],
    ['enquiry-pay-as-you-go', 'complaints/enquiry-pay-as-you-go', 'enquiry'],
    ['feedback', 'complaints/feedback', 'feedback'],
  ] as const)('after %s, asks about journey %s, a %s', async (origin, name, category) => {
    await showConfirmation(origin);
    const question = await screen.findByRole('region', { name: 'Was this page helpful?' });
    // Named as the journey events name it, so both can be read together.
    expect(question.dataset).toMatchObject({ about: 'journey', name, category });
  });
});

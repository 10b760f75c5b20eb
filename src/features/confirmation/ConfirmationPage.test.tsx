import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import type { ConfirmationOrigin } from '../../site/journey-routes.ts';

async function showConfirmation(origin: ConfirmationOrigin, id = 'HS-7K2M9QXD') {
  const { router } = renderRoute('/');
  await act(() =>
    router.navigate({
      to: '/confirmation',
      state: { leadConfirmation: { origin, response: { id } } },
    }),
  );
  return router;
}

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

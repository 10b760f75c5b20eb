import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/setup/render-route.tsx';
import { config } from '../../site/config.ts';
import { leaveSite } from '../../lib/navigation/leave-site.ts';

vi.mock('../../lib/navigation/leave-site.ts', () => ({ leaveSite: vi.fn() }));
beforeEach(() => vi.mocked(leaveSite).mockClear());

describe('make-a-complaint-select-type (SPEC section 2)', () => {
  it("'Choose an option' is required", async () => {
    renderRoute('/make-a-complaint-select-type');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(leaveSite).not.toHaveBeenCalled();
  });

  it('energy goes to make-a-complaint-select-energy', async () => {
    const { router } = renderRoute('/make-a-complaint-select-type');
    await userEvent.click(await screen.findByRole('radio', { name: 'Energy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('group', { name: 'What type of energy customer are you?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/make-a-complaint-select-energy');
  });

  it.each([
    ['Home services', config.externalLinks.complaintsHomeServices],
    ['Installations', config.externalLinks.complaintsInstallations],
    ['Electric vehicle', config.externalLinks.complaintsElectricVehicle],
  ])('%s goes to its external complaint page', async (choice, url) => {
    renderRoute('/make-a-complaint-select-type');
    await userEvent.click(await screen.findByRole('radio', { name: choice }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(leaveSite).toHaveBeenCalledWith(url, 'assign');
  });

  it('the choice survives a reload', async () => {
    const first = renderRoute('/make-a-complaint-select-type');
    await userEvent.click(await screen.findByRole('radio', { name: 'Installations' }));
    first.unmount();
    renderRoute('/make-a-complaint-select-type');
    expect(await screen.findByRole('radio', { name: 'Installations' })).toBeChecked();
  });
});

describe('make-a-complaint-select-energy (SPEC section 2)', () => {
  it.each([
    ['Pay As You Go', config.externalLinks.complaintsPayAsYouGo],
    ['Credit', config.externalLinks.complaintsCredit],
    ['Direct Debit', config.externalLinks.complaintsCredit],
    ['Other', config.externalLinks.complaintsCredit],
  ])('%s goes to %s', async (choice, url) => {
    renderRoute('/make-a-complaint-select-energy');
    await userEvent.click(await screen.findByRole('radio', { name: choice }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(leaveSite).toHaveBeenCalledWith(url, 'assign');
  });

  it('the choice is required', async () => {
    renderRoute('/make-a-complaint-select-energy');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByRole('link', { name: /Select what type of energy customer/ }),
    ).toBeInTheDocument();
    expect(leaveSite).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../tests/setup/render-route.tsx';
import {
  onMonitoringAction,
  resetMonitoringActionsForTests,
} from '../../../lib/telemetry/monitoring-actions.ts';

/** The search page with its index built: suggestions can come from the first key. */
async function searchPage(path = '/search?q=meter') {
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: /Results for/ });
  const box = screen.getByRole('combobox', { name: 'Search Help & Support' });
  return { ...view, box };
}

describe('suggestions on the search page (issue 32, item 4; WAI-ARIA APG combobox)', () => {
  it('offers pages as the customer types, says how many, and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const { box } = await searchPage();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAccessibleDescription(/use the up and down arrows/);
    await user.clear(box);
    await user.type(box, 'top');

    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveAccessibleName(/How to top up your pay as you go meter/);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
      '5 suggestions are available',
    );

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('top');
  });

  it('Escape closes the list and keeps the words', async () => {
    const user = userEvent.setup();
    const { box } = await searchPage();
    await user.clear(box);
    await user.type(box, 'top');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('top');
  });

  it('Enter on a suggestion goes to its page', async () => {
    const user = userEvent.setup();
    const { box, router } = await searchPage();
    await user.clear(box);
    await user.type(box, 'top');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pay-as-you-go/top-up-your-meter'),
    );
  });

  it('Enter with no suggestion chosen searches for the words typed', async () => {
    const user = userEvent.setup();
    const { box, router } = await searchPage();
    await user.clear(box);
    await user.type(box, 'top{Enter}');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'top' }));
    expect(router.state.location.pathname).toBe('/search');
    // The new results show under a closed box.
    await screen.findByRole('heading', { name: 'Results for ‘top’' });
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('a search that finds nothing is counted for content teams (issue 32, item 4)', () => {
  const actions: unknown[][] = [];
  afterEach(() => {
    actions.length = 0;
    resetMonitoringActionsForTests();
    delete window.OptanonActiveGroups;
  });

  it('once, with analytics consent, its words scrubbed', async () => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    onMonitoringAction((...action) => actions.push(action));
    renderRoute('/search?q=Xylophone%20%2007700%20900123');
    await screen.findByRole('region', { name: /No results for/ });
    expect(actions).toEqual([['search_no_results', { term: 'xylophone [number]' }]]);
  });

  it('not at all without it, nor when the search finds something', async () => {
    window.OptanonActiveGroups = ',C0001,';
    onMonitoringAction((...action) => actions.push(action));
    const view = renderRoute('/search?q=xylophone%20quasar');
    await screen.findByRole('region', { name: /No results for/ });
    view.unmount();
    window.OptanonActiveGroups = ',C0001,C0002,';
    renderRoute('/search?q=meter');
    await screen.findByRole('heading', { name: /Results for/ });
    expect(actions).toEqual([]);
  });
});

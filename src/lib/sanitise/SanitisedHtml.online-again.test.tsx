import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SanitisedHtml } from './SanitisedHtml.tsx';
import type * as LoadSanitisers from './load-sanitisers.ts';

/** DOMPurify's chunk fails to load while the browser is offline, then loads. */
const network = vi.hoisted(() => ({ up: false }));

vi.mock('./load-sanitisers.ts', async (importOriginal) => {
  const original = await importOriginal<typeof LoadSanitisers>();
  const { settledImport } = await import('../loading/settled-import.ts');
  return {
    ...original,
    loadSanitisers: settledImport(async () => {
      if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
      return import('./sanitise-content.ts');
    }),
  };
});

vi.mock('../telemetry/log-error.ts', () => ({ logError: vi.fn() }));

afterEach(() => {
  network.up = false;
  vi.restoreAllMocks();
});

describe('SanitisedHtml when DOMPurify cannot load', () => {
  it('shows the content once the browser is back online, without a reload', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(
      <SanitisedHtml html="<p>Read your meter <b>today</b></p>" kind="display" />,
    );
    const { logError } = await import('../telemetry/log-error.ts');
    await vi.waitFor(() => expect(logError).toHaveBeenCalled());
    expect(container.firstElementChild?.innerHTML).toBe('');

    network.up = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('today')).toBeVisible();
  });
});

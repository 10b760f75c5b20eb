import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SanitisedHtml } from './SanitisedHtml.tsx';
import type * as LoadSanitisers from './load-sanitisers.ts';

/** DOMPurify's chunk fails to load while the browser is offline. */
vi.mock('./load-sanitisers.ts', async (importOriginal) => {
  const original = await importOriginal<typeof LoadSanitisers>();
  const { lazyModule } = await import('../loading/lazy-module.ts');
  const lost = lazyModule<Awaited<ReturnType<typeof original.loadSanitisers>>>(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { ...original, loadSanitisers: lost, loadedSanitisers: () => lost.loaded()?.sanitisers };
});

vi.mock('../telemetry/log-error.ts', () => ({ logError: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('SanitisedHtml when DOMPurify cannot load', () => {
  it('shows nothing unsanitised, logs the failure, and loads the page again once back online', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = render(
      <SanitisedHtml html="<p>Read your meter <b>today</b></p>" kind="display" />,
    );
    const { logError } = await import('../telemetry/log-error.ts');
    await vi.waitFor(() => expect(logError).toHaveBeenCalled());
    expect(container.firstElementChild?.innerHTML).toBe('');
    expect(reload).not.toHaveBeenCalled();

    // The browser keeps the failed download for the page's life: a new page brings the content.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.ts';
import { newerReleaseOut } from '../recovery/release-check.ts';

const lostCode = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('a lazily loaded part the page works without', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lost: the page is not loaded again, the next page loads in full', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const monitoring = lazyPart(() => Promise.reject(lostCode()));
    await expect(monitoring()).rejects.toThrow();
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    expect(newerReleaseOut()).toBe(true);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module.ts';

const lostCode = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('a lazily loaded module', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('is asked for once, every ask sharing the load, and read without waiting once loaded', async () => {
    const importer = vi.fn(() => Promise.resolve('the rules'));
    const rules = lazyModule(importer);
    expect(rules.loaded()).toBeUndefined();
    const first = rules();
    expect(rules()).toBe(first);
    await expect(first).resolves.toBe('the rules');
    expect(rules.loaded()).toBe('the rules');
    expect(importer).toHaveBeenCalledOnce();
  });

  it('keeps a failure as the answer, so a render shows it instead of asking again in a loop', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const importer = vi.fn(() => Promise.reject(lostCode()));
    const rules = lazyModule(importer);
    const first = rules();
    await expect(first).rejects.toThrow('dynamically imported module');
    expect(rules()).toBe(first);
    expect(rules.loaded()).toBeUndefined();
    expect(importer).toHaveBeenCalledOnce();
  });

  it('that the page needs, lost offline: the page loads again once the browser is back online', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(lazyModule(() => Promise.reject(lostCode()))()).rejects.toThrow();
    expect(reload).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('failing for another reason than lost code: nothing loads again', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await expect(lazyModule(() => Promise.reject(new Error('a bug')))()).rejects.toThrow('a bug');
    expect(reload).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();

async function freshModule(build = 'build-1') {
  vi.resetModules();
  vi.doMock('./build-id.ts', () => ({ buildId: build }));
  return import('./reload-once.ts');
}

describe('one full load of a page whose code is gone, never a loop', () => {
  afterEach(() => {
    sessionStorage.clear();
    reload.mockReset();
  });

  it('loads the page once, and not again for the same address within the window', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/help-and-support/submit-meter-read',
      reload,
    });
    const first = await freshModule();
    expect(first.reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page after that load: the same address fails again.
    const second = await freshModule();
    expect(second.reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page of a newer build may load the same address once more: its own code may be what is missing', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/help-and-support/feedback',
      reload,
    });
    expect((await freshModule('build-1')).reloadOnce()).toBe(true);
    expect((await freshModule('build-2')).reloadOnce()).toBe(true);
    expect((await freshModule('build-2')).reloadOnce()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('loads again once the window has passed', async () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      href: 'http://localhost:3000/help-and-support/contact-us',
      reload,
    });
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    expect((await freshModule()).reloadOnce()).toBe(true);
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect((await freshModule()).reloadOnce()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

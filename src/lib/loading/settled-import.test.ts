import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledImport, settledValue } from './settled-import.ts';

describe('a lazily loaded module that failed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stays the answer to the next ask, so a render shows the failure instead of asking again in a loop', async () => {
    const importer = vi.fn(() => Promise.reject(new Error('offline')));
    const load = settledImport(importer);
    const first = load();
    await expect(first).rejects.toThrow('offline');
    expect(load()).toBe(first);
    expect(first).toMatchObject({ status: 'rejected' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('is asked for again once the browser is back online', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('the rules');
    const load = settledImport(importer);
    await expect(load()).rejects.toThrow('offline');
    window.dispatchEvent(new Event('online'));
    await expect(load()).resolves.toBe('the rules');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('is asked for again a few seconds later, online all along (a retried submit)', async () => {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('dropped'))
      .mockResolvedValueOnce('the rules');
    const load = settledImport(importer);
    await expect(load()).rejects.toThrow('dropped');
    vi.spyOn(Date, 'now').mockReturnValue(now + 3000);
    await expect(load()).resolves.toBe('the rules');
  });
});

describe('reading a lazily loaded module without waiting', () => {
  it('gives nothing while it loads or after it failed, and the module once it has loaded', async () => {
    let arrive: (value: string) => void = () => undefined;
    const loading = settledImport(() => new Promise<string>((resolve) => (arrive = resolve)))();
    expect(settledValue(loading)).toBeUndefined();
    arrive('the module');
    await loading;
    expect(settledValue(loading)).toBe('the module');
    const failed = settledImport(() => Promise.reject(new Error('offline')))();
    await expect(failed).rejects.toThrow('offline');
    expect(settledValue(failed)).toBeUndefined();
  });
});

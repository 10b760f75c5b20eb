import { afterEach, describe, expect, it, vi } from 'vitest';
import { settledImport } from './settled-import.ts';

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

import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshModule() {
  vi.resetModules();
  return import('./release-check.ts');
}

describe('noticing a newer release', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a version file naming another build: the next navigation loads in full', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ build: 'a-newer-build' })),
    );
    const check = await freshModule();
    expect(check.newerReleaseOut()).toBe(false);
    await check.checkForNewerRelease(10 * 60_000);
    expect(check.newerReleaseOut()).toBe(true);
  });

  it('a file of this build missing while online tells the same; offline it tells nothing', async () => {
    const check = await freshModule();
    check.noteMissingCode(false);
    expect(check.newerReleaseOut()).toBe(false);
    check.noteMissingCode(true);
    expect(check.newerReleaseOut()).toBe(true);
  });
});

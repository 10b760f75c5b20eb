import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadWithImport } from './preload-with-import.ts';

const base = '/help-and-support/';
const hrefOf = (file: string) => new URL(base + file, location.href).href;
const linksTo = (file: string) =>
  [...document.head.querySelectorAll('link')].filter((link) => link.href === hrefOf(file));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('loading a lazy chunk with the files it imports', () => {
  it('asks for each script it imports beside it, once, and loads it', async () => {
    const load = vi.fn(() => Promise.resolve({ wired: true }));
    await expect(
      preloadWithImport(base, load, ['assets/part-a.js', 'assets/shared-a.js']),
    ).resolves.toEqual({ wired: true });
    await preloadWithImport(base, load, ['assets/shared-a.js']);
    expect(linksTo('assets/part-a.js').map((link) => link.rel)).toEqual(['modulepreload']);
    expect(linksTo('assets/shared-a.js')).toHaveLength(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing the page links already, a disabled stylesheet included', async () => {
    const held = document.createElement('link');
    held.rel = 'stylesheet';
    held.href = hrefOf('assets/held.css');
    held.disabled = true;
    document.head.append(held);
    await preloadWithImport(base, () => Promise.resolve(1), ['assets/held.css']);
    expect(linksTo('assets/held.css')).toEqual([held]);
  });

  it('runs the chunk once its stylesheet has loaded, so it shows styled', async () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const loading = preloadWithImport(base, load, ['assets/part-b.css']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    const [sheet] = linksTo('assets/part-b.css');
    expect(sheet?.rel).toBe('stylesheet');
    sheet?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('part');
  });

  it("tells the site of a file that did not load, as Vite's vite:preloadError", async () => {
    const heard = vi.fn((event: Event) => (event as Event & { payload: unknown }).payload);
    window.addEventListener('vite:preloadError', heard);
    const missing = new TypeError('Failed to fetch dynamically imported module');
    const loading = preloadWithImport(base, () => Promise.reject(missing), []);
    await expect(loading).rejects.toBe(missing);
    expect(heard).toHaveReturnedWith(missing);
    window.removeEventListener('vite:preloadError', heard);
  });

  it('fails with a stylesheet that did not load, unless a listener takes the failure', async () => {
    const loading = preloadWithImport(base, () => Promise.resolve('part'), ['assets/gone.css']);
    await Promise.resolve();
    linksTo('assets/gone.css')[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Unable to preload CSS');
  });
});

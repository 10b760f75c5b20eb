import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { pathChanged: boolean }) => void;

async function wiredRouter() {
  vi.resetModules();
  const { loadNewerReleaseOnNavigation } = await import('./load-newer-release.ts');
  const listeners = new Map<string, Listener>();
  const flush = vi.fn();
  const router = {
    subscribe: (name: string, listener: Listener) => listeners.set(name, listener),
    history: { flush },
  } as unknown as AnyRouter;
  loadNewerReleaseOnNavigation(router);
  const reload = vi.fn();
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload, assign });
  const navigate = (pathChanged = true) => listeners.get('onBeforeNavigate')?.({ pathChanged });
  return { reload, assign, flush, navigate };
}

describe('a file of this build found missing (vite:preloadError)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes the next move to another page a full load of the entry the router has written', async () => {
    const { reload, assign, flush, navigate } = await wiredRouter();
    navigate();
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('vite:preloadError'));
    navigate(false);
    expect(reload).not.toHaveBeenCalled();
    navigate();
    expect(reload).toHaveBeenCalledOnce();
    // The router's pending history entry reaches the browser before the reload.
    expect(flush).toHaveBeenCalledBefore(reload);
    // Loading the address alone would drop the entry's history state (the confirmation's).
    expect(assign).not.toHaveBeenCalled();
  });
});

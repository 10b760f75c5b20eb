import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Listener = (event: { toLocation: { href: string }; pathChanged: boolean }) => void;

async function wiredRouter() {
  vi.resetModules();
  const { loadNewerReleaseOnNavigation } = await import('./load-newer-release.ts');
  const listeners = new Map<string, Listener>();
  const router = {
    subscribe: (name: string, listener: Listener) => listeners.set(name, listener),
  } as unknown as AnyRouter;
  loadNewerReleaseOnNavigation(router);
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
  const navigate = (href: string) =>
    listeners.get('onBeforeNavigate')?.({ toLocation: { href }, pathChanged: true });
  return { assign, navigate };
}

describe('a file of this build found missing (vite:preloadError)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes the next link a full page load of where the customer is going', async () => {
    const { assign, navigate } = await wiredRouter();
    navigate('/feedback');
    expect(assign).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('vite:preloadError'));
    navigate('/submit-meter-read');
    expect(assign).toHaveBeenCalledWith('/help-and-support/submit-meter-read');
  });
});

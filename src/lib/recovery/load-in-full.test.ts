import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Move {
  readonly fromLocation?: { pathname: string };
  readonly toLocation: { pathname: string };
  readonly pathChanged: boolean;
}
type Listener = (event: Move) => void;

/** The router's leaf route for each address of these tests. */
const routeIdOf: Record<string, string> = {
  '/': '/',
  '/meters': '/$category/',
  '/meters/economy-7-meters': '/$category/$article',
  '/contact-us': '/contact-us',
  '/submit-meter-read': '/submit-meter-read',
  '/feedback': '/complaints/feedback',
  '/confirmation': '/confirmation',
};

async function wiredRouter() {
  vi.resetModules();
  const { loadInFullWhereNeeded } = await import('./load-in-full.ts');
  const listeners = new Map<string, Listener>();
  const flush = vi.fn();
  const router = {
    subscribe: (name: string, listener: Listener) => listeners.set(name, listener),
    history: { flush },
    matchRoutes: ({ pathname }: { pathname: string }) => [
      { routeId: '__root__' },
      { routeId: routeIdOf[pathname] },
    ],
  } as unknown as AnyRouter;
  loadInFullWhereNeeded(router);
  const reload = vi.fn();
  const replace = vi.fn();
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    hash: '',
    reload,
    replace,
    assign,
  });
  const move = (from: string | undefined, to: string) =>
    listeners.get('onBeforeNavigate')?.({
      fromLocation: from === undefined ? undefined : { pathname: from },
      toLocation: { pathname: to },
      pathChanged: from !== to,
    });
  return { reload, replace, assign, flush, move };
}

describe('moves that load the next page in full', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['/', '/meters', '/meters/economy-7-meters', '/contact-us'])(
    'from an app page to the help page %s: the page as built, never rendered by the app',
    async (helpPage) => {
      const { replace, reload, flush, move } = await wiredRouter();
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      move('/submit-meter-read', helpPage);
      expect(flush).toHaveBeenCalledBefore(replace);
      // The help page opens at its top, not where the form was scrolled to.
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      expect(replace).toHaveBeenCalledOnce();
      expect(reload).not.toHaveBeenCalled();
    },
  );

  it('leaves moves to app pages, and the first page the browser loaded, in the app', async () => {
    const { replace, reload, move } = await wiredRouter();
    move(undefined, '/meters');
    move('/meters', '/submit-meter-read');
    move('/submit-meter-read', '/feedback');
    move('/feedback', '/feedback');
    expect(replace).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('once a file of this build is found missing: the next move reloads the entry the router wrote, state and all', async () => {
    const { reload, assign, flush, move } = await wiredRouter();
    move('/submit-meter-read', '/feedback');
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('vite:preloadError'));
    move('/feedback', '/feedback');
    expect(reload).not.toHaveBeenCalled();
    move('/feedback', '/confirmation');
    expect(reload).toHaveBeenCalledOnce();
    // The router's pending history entry reaches the browser before the reload.
    expect(flush).toHaveBeenCalledBefore(reload);
    // Loading the address alone would drop the entry's history state (the confirmation's).
    expect(assign).not.toHaveBeenCalled();
  });
});
